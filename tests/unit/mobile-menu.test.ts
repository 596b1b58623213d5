/**
 * @jest-environment jsdom
 */
// jsdom knows neither popovers nor invoker commands, as Safari before 17 does not: the menu's
// DOM code shows and hides it by its own mark, the buttons' clicks commanding it.
import { SHOWN_ATTRIBUTE } from "../../src/browser/behaviours/dialog-commands";
import { attachMobileMenu } from "../../src/browser/behaviours/mobile-menu";

function drawMenu() {
  document.body.innerHTML = `
    <header>
      <button type="button" commandfor="mobile-menu" command="show-popover">Open menu</button>
      <div id="mobile-menu" popover="auto" role="dialog" aria-modal="true" aria-label="Site menu">
        <button type="button" commandfor="mobile-menu" command="hide-popover">Close menu</button>
        <a href="#services">Services</a>
        <a href="#contact">Contact</a>
      </div>
    </header>
    <main><a href="#elsewhere">Elsewhere</a></main>`;
  const menu = document.getElementById("mobile-menu");
  const [opener, closer] = [...document.querySelectorAll("button")];
  if (!menu || !opener || !closer) throw new Error("the menu was not drawn");
  return { menu, opener, closer };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Longer than the wait for idle time where the browser cannot tell (jsdom).
const IDLE_WAIT_MS = 500;

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + IDLE_WAIT_MS;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

test("where the browser knows no popovers, the menu takes focus, hides and gives focus back by its mark", async () => {
  expect("showPopover" in HTMLElement.prototype).toBe(false);
  const { menu, opener, closer } = drawMenu();
  const onClose = jest.fn();
  const stop = attachMobileMenu(menu, { onClose });

  opener.focus();
  opener.click();
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(true);
  expect(document.activeElement).toBe(closer);

  // Escape hides it (Tab's wrap needs layout: tests/e2e/shell.test.ts checks it in a browser).
  closer.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(false);
  await nextTask();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(opener);

  // Shown again, its close button hides it; a followed link hides it and leaves focus be.
  opener.click();
  closer.click();
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(false);
  opener.click();
  menu.querySelector<HTMLElement>('a[href="#services"]')?.click();
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(false);
  await nextTask();
  expect(onClose).toHaveBeenCalledTimes(3);

  stop();
  opener.click();
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(false);
});

test("once the page is idle, the hidden menu is laid out unseen, and nothing of it stays", async () => {
  const { menu } = drawMenu();
  const looks: string[] = [];
  jest.spyOn(menu, "getBoundingClientRect").mockImplementation(() => {
    looks.push(`${menu.style.display} ${menu.style.visibility}`);
    return new DOMRect();
  });
  const stop = attachMobileMenu(menu);
  expect(looks).toEqual([]);
  await until(() => looks.length > 0);
  expect(looks).toEqual(["block hidden"]);
  expect(menu.hasAttribute("style")).toBe(false);
  expect(menu.hasAttribute(SHOWN_ATTRIBUTE)).toBe(false);
  stop();
});

test("a menu stopped before the page is idle is never laid out", async () => {
  const { menu } = drawMenu();
  const layOut = jest.spyOn(menu, "getBoundingClientRect");
  attachMobileMenu(menu)();
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  expect(layOut).not.toHaveBeenCalled();
});
