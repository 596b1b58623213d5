import { Container } from "@chakra-ui/react";
import { ContactForm } from "../components/ContactForm";
import { LeadForm } from "../components/LeadForm";
import { NewsletterForm } from "../components/NewsletterForm";
import { SidebarLeadMagnet } from "../components/SidebarLeadMagnet";
import type { FormsCopy, LeadMagnet } from "../lib/content";
import {
  sendContactMessage,
  submitBlogNewsletter,
  submitLeadForm,
  submitSidebarMagnet,
} from "../lib/leads/lazy-submissions";

export type PageFormKind = "lead" | "contact" | "sidebar-magnet" | "blog-newsletter";

export interface PageFormProps {
  kind: PageFormKind;
  /** Every form's words but the exit popup's, which the layout has. */
  forms: Omit<FormsCopy, "exitPopup">;
  magnets: readonly LeadMagnet[];
  contactEmail: string;
}

/** The lead form a route offers, with the real submissions wired in. */
export function PageForm({ kind, forms, magnets, contactEmail }: PageFormProps) {
  const shared = { notices: forms.notices, contactEmail };
  const guide = magnets.find((magnet) => magnet.id === "scaling-guide");
  return (
    <Container maxW="3xl" pb={{ base: "12", md: "16" }}>
      {kind === "lead" && (
        <LeadForm
          {...shared}
          copy={forms.leadForm}
          requiredText={forms.requiredText}
          submit={submitLeadForm}
        />
      )}
      {kind === "contact" && (
        <ContactForm
          {...shared}
          copy={forms.contactForm}
          requiredText={forms.requiredText}
          submit={sendContactMessage}
        />
      )}
      {kind === "sidebar-magnet" && guide && (
        <SidebarLeadMagnet
          {...shared}
          magnet={guide}
          copy={forms.sidebarMagnet}
          submit={submitSidebarMagnet}
        />
      )}
      {kind === "blog-newsletter" && (
        <NewsletterForm
          {...shared}
          boxed
          copy={forms.blogNewsletter}
          subscribe={submitBlogNewsletter}
        />
      )}
    </Container>
  );
}
