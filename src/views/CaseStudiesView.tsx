import { useEffect } from "react";
import { attachCaseStudyDialogs, CASE_STUDY_PARAM } from "../browser/behaviours/case-study-dialogs";
import { CallToAction } from "../components/CallToAction";
import { caseStudyDialogId } from "../components/CaseStudyCard";
import { CaseStudyDetail } from "../components/CaseStudyDetail";
import { CaseStudyGrid } from "../components/CaseStudyGrid";
import { CommandModal } from "../components/CommandModal";
import { PageHero } from "../components/PageHero";
import { Section } from "../components/Section";

const titleId = (id: string) => `case-study-title-${id}`;

/**
 * The case studies page: a grid of studies; a card opens its study in a modal, named in the URL.
 * Every study's dialog stands closed in the page, opened by its card's button without a script;
 * the same DOM code names it in the URL whether React rendered the page or it is the build's HTML
 * (a kept page, src/lib/kept-pages.ts).
 */
export function CaseStudiesView({
  content,
}: {
  /** The page's content and the six case studies. */
  content: NonNullable<Queries.CaseStudiesPageQuery["caseStudiesJson"]>;
}) {
  useEffect(() => attachCaseStudyDialogs(document), []);

  return (
    <>
      <PageHero content={content.hero} />
      <Section id="case-studies" copy={content.gridSection} tone="subtle">
        <CaseStudyGrid studies={content.studies} openLabel={content.labels.open} />
      </Section>
      <CallToAction id="case-studies-cta" content={content.callToAction} />
      {content.studies.map((study) => (
        <CommandModal
          key={study.id}
          id={caseStudyDialogId(study.id)}
          selection={{ param: CASE_STUDY_PARAM, item: study.id }}
          labelledBy={titleId(study.id)}
          closeLabel={content.labels.close}
          maxW="3xl"
        >
          <CaseStudyDetail
            study={study}
            labels={content.labels}
            titleId={titleId(study.id)}
            dialogId={caseStudyDialogId(study.id)}
          />
        </CommandModal>
      ))}
    </>
  );
}
