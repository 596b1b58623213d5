import { useMemo } from "react";
import { flushSync } from "react-dom";
import { CallToAction } from "../components/CallToAction";
import { CaseStudyDetail } from "../components/CaseStudyDetail";
import { CaseStudyGrid } from "../components/CaseStudyGrid";
import { Modal } from "../components/Modal";
import { PageHero } from "../components/PageHero";
import { Section } from "../components/Section";
import { useParamSelection } from "../hooks/use-param-selection";

const DETAIL_TITLE_ID = "case-study-title";

/**
 * The case studies page: a grid of studies; a card opens its study in a modal, named in the URL.
 */
export function CaseStudiesView({
  content,
}: {
  /** The page's content and the six case studies. */
  content: NonNullable<Queries.CaseStudiesPageQuery["caseStudiesJson"]>;
}) {
  const ids = useMemo(() => content.studies.map((study) => study.id), [content.studies]);
  const { selected, open, close } = useParamSelection("study", ids);
  const study = content.studies.find((entry) => entry.id === selected);

  return (
    <>
      <PageHero content={content.hero} />
      <Section id="case-studies" copy={content.gridSection} tone="subtle">
        <CaseStudyGrid
          studies={content.studies}
          openLabel={content.labels.open}
          onOpen={(id) => flushSync(() => open(id))}
        />
      </Section>
      <CallToAction id="case-studies-cta" content={content.callToAction} />
      {study && (
        <Modal
          onClose={close}
          labelledBy={DETAIL_TITLE_ID}
          closeLabel={content.labels.close}
          maxW="3xl"
        >
          <CaseStudyDetail
            study={study}
            labels={content.labels}
            titleId={DETAIL_TITLE_ID}
            onClose={close}
          />
        </Modal>
      )}
    </>
  );
}
