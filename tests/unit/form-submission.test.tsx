/** @jest-environment jsdom */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { useFormSubmission } from "../../src/hooks/use-form-submission";
import type { FieldErrors } from "../../src/lib/leads/fields";
import type { LeadResult } from "../../src/lib/leads/result";

// The field rules may arrive over the network on the first submission: while they do, the form
// still sends once, and sends what the visitor typed meanwhile.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  email: string;
}
type Validate = (values: Values) => Promise<FieldErrors<"email">>;

function Form({
  validate,
  submit,
}: {
  validate: Validate;
  submit: (v: Values) => Promise<LeadResult>;
}) {
  const { field, formProps } = useFormSubmission<Values>({
    formId: "footer-newsletter",
    initial: { email: "" },
    validate,
    submit,
  });
  const email = field("email");
  return (
    <form {...formProps}>
      <input
        name="email"
        type="email"
        required
        value={email.value}
        onChange={(event) => email.onChange(event.target.value)}
      />
    </form>
  );
}

/** Rules that answer only when `arrive` is called, as a file still on its way would. */
function slowRules() {
  const waiting: (() => void)[] = [];
  const checked: string[] = [];
  const validate: Validate = (values) =>
    new Promise((resolve) => {
      waiting.push(() => {
        checked.push(values.email);
        resolve(values.email.includes("@") ? {} : { email: { error: "Invalid", hint: "x" } });
      });
    });
  const arrive = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { validate, arrive, checked };
}

async function mount(validate: Validate) {
  const sent: string[] = [];
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const submit = async ({ email }: Values): Promise<LeadResult> => {
    sent.push(email);
    return { success: true };
  };
  await act(async () => root.render(<Form validate={validate} submit={submit} />));
  const form = container.querySelector("form");
  const input = container.querySelector("input");
  const type = async (text: string) =>
    act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(input, text);
      input?.dispatchEvent(new Event("input", { bubbles: true }));
    });
  const submitForm = async () =>
    act(async () => {
      form?.requestSubmit();
    });
  return { sent, type, submitForm, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("sends once, however often the visitor submits while the rules arrive", async () => {
  const rules = slowRules();
  const form = await mount(rules.validate);
  await form.type("ada@example.co.uk");
  await form.submitForm();
  await form.submitForm();
  await form.submitForm();
  await act(async () => rules.arrive());
  expect(form.sent).toEqual(["ada@example.co.uk"]);
  await form.unmount();
});

it("checks and sends what was typed while the rules arrived", async () => {
  const rules = slowRules();
  const form = await mount(rules.validate);
  await form.type("ada@example");
  await form.submitForm();
  await form.type("ada@example.co.uk");
  await act(async () => rules.arrive());
  await act(async () => rules.arrive());
  expect(rules.checked).toEqual(["ada@example", "ada@example.co.uk"]);
  expect(form.sent).toEqual(["ada@example.co.uk"]);
  await form.unmount();
});

it("lets the browser's own checks stand in when the rules cannot load", async () => {
  const form = await mount(() => Promise.reject(new Error("offline")));
  await form.submitForm();
  expect(form.sent).toEqual([]);
  await form.type("ada@example.co.uk");
  await form.submitForm();
  expect(form.sent).toEqual(["ada@example.co.uk"]);
  await form.unmount();
});
