// jsdom's window, with the Fetch API's Response and Headers and structuredClone from Node: what
// the inbox's stories need to answer their client in memory, which jsdom does not have.
import { TestEnvironment } from "jest-environment-jsdom";

export default class JsdomWithFetch extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.assign(this.global, { Response, Headers, structuredClone });
  }
}
