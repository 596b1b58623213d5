import { createRoot } from "react-dom/client";
import { INBOX_ROOT_ID } from "../lib/inbox/page";
import { IconSprite } from "../components/IconSprite";
import { Provider } from "../provider";
import { createInboxClient } from "./api-client";
import { browserPasskeys } from "./browser-passkeys";
import { browserDevicePasskeys, rememberingPasskeys } from "./device-passkeys";
import { browserHistory } from "./history";
import { InboxApp } from "./InboxApp";

// The inbox's page: its own bundle (scripts/build-inbox.mjs), never part of the public site's.
const root = document.getElementById(INBOX_ROOT_ID);
if (root) {
  const device = browserDevicePasskeys();
  createRoot(root).render(
    <Provider>
      <IconSprite />
      <InboxApp
        client={createInboxClient((input, init) => window.fetch(input, init))}
        passkeys={rememberingPasskeys(browserPasskeys, device)}
        device={device}
        history={browserHistory()}
      />
    </Provider>,
  );
}
