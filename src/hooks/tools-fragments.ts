import { graphql } from "gatsby";

// The tools' content as both tools pages ask for it; Gatsby makes fragments available to every query.
export const toolsFragments = graphql`
  fragment QuizStepsFields on QuizStepsCopy {
    progress
    progressLabel
    previous
    next
    getResults
  }
  fragment QuizBandFields on QuizBandCopy {
    id
    name
    description
    recommendations
  }
  fragment CalculatorsFields on CalculatorsJson {
    fieldMessages {
      money {
        empty
        notANumber
        negative
        zero
        tooLarge
        notWhole
        tooPrecise
      }
      count {
        empty
        notANumber
        negative
        zero
        tooLarge
        notWhole
        tooPrecise
      }
      percent {
        empty
        notANumber
        negative
        zero
        tooLarge
        notWhole
        tooPrecise
      }
    }
    staleNotice
    copyLink {
      label
      copied
      copiedMessage
      failedMessage
      fallbackLabel
    }
    roi {
      formHeading
      resultsHeading
      fields {
        monthlyRevenue {
          label
          hint
        }
        teamSize {
          label
          hint
        }
        automationType {
          label
          hint
        }
        currentEfficiency {
          label
          hint
        }
        investmentAmount {
          label
          hint
        }
      }
      automationTypes {
        sales
        marketing
        operations
        custom
      }
      figures {
        monthlySavings
        additionalRevenue
        paybackPeriod
        annualROI
        efficiencyGain
      }
      summary {
        annualBenefit
        firstYearNetProfit
      }
      submit
      announcement
      note
    }
    mrr {
      formHeading
      resultsHeading
      submit
      fields {
        currentMRR {
          label
          hint
        }
        currentCustomers {
          label
          hint
        }
        averageCustomerValue {
          label
          hint
        }
        growthRate {
          label
          hint
        }
        automationLevel {
          label
          hint
        }
      }
      automationLevels {
        basic
        moderate
        advanced
        full
      }
      scenariosLabel
      scenarios {
        conservative
        moderate
        aggressive
        exponential
      }
      scenarioDetail
      figures {
        projectedMRR
        projectedCustomers
        automationSavings
        totalValue
        growthMultiplier
        monthlyGrowth
      }
      announcement
      chart {
        title
        summary
        organic
        withAutomation
        month
        today
        monthLabel
      }
      note
    }
  }
  fragment PortfolioQuizFields on PortfolioQuizJson {
    heading
    intro
    steps {
      ...QuizStepsFields
    }
    questions {
      id
      category
      text
      options {
        value
        label
        score
        description
      }
    }
    bands {
      ...QuizBandFields
    }
    results {
      eyebrow
      score
      scoringNote
      breakdownHeading
      recommendationsHeading
      retake
    }
  }
  fragment AssessmentFields on AssessmentJson {
    heading
    intro
    steps {
      ...QuizStepsFields
    }
    questions {
      id
      text
      options {
        value
        label
        score
      }
    }
    bands {
      ...QuizBandFields
    }
    results {
      eyebrow
      score
      scoringNote
      recommendationsHeading
      retake
    }
    report {
      ...NewsletterCopyFields
    }
  }
  fragment ClientDashboardFields on ClientDashboardJson {
    eyebrow
    heading
    intro
    sampleNote
    labels {
      tabs {
        overview
        clients
        testimonials
        industries
      }
      change {
        up
        down
        flat
        period
      }
      rating
      viewStory
      watchStory
      newTab
      close
      industry
      growth
      revenue
      clientCount
    }
    metrics {
      label
      value
      change
    }
    clientStories {
      id
      name
      industry
      logo
      growth
      revenue
      testimonial
      videoUrl
    }
    industryStats {
      name
      count
      growth
    }
    testimonials {
      quote
      author
      role
      rating
    }
  }
`;
