// Jest's globalTeardown: stops what global-setup.mjs started.
import stopSharedPostgres from "./postgres-stop.mjs";
import { removeSharedFolder } from "./shared-folder.mjs";

export default function globalTeardown() {
  stopSharedPostgres();
  removeSharedFolder();
}
