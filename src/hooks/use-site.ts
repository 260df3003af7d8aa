import { graphql, useStaticQuery } from "gatsby";

/** data/site.yaml: brand, navigation, footer, contact details and interface wording. */
export function useSite(): Queries.SiteContentQuery["siteYaml"] & object {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      siteYaml {
        name
        shortName
        description
        sameAs
        socialImage
        socialImageAlt
        tagline
        abn
        contact {
          email
          phone
          phoneHref
          streetAddress
          addressPlaceholder
          locality
          region
          postcode
          country
          areaServed
          openingHours {
            days
            opens
            closes
          }
        }
        hours {
          label
          value
        }
        header {
          homeLabel
          skipLink
          navLabel
          menuLabel
          nav {
            label
            to
            children {
              label
              to
              disabled
              disabledNote
            }
          }
          cta {
            label
            to
          }
          check {
            label
            to
          }
        }
        people {
          strategist
          placeholder
          placeholderRole
          placeholderNote
          placeholderByline
          replyPromise
        }
        results {
          heading
          placeholder
          slot
          brief
          parts
          note
          ownReport {
            label
            intro
          }
        }
        reviews {
          label
          placeholder
          summary
          url
          rating
          count
        }
        booking {
          label
          url
          note
        }
        footer {
          agencyLine
          columns {
            heading
            links {
              label
              to
            }
          }
          servicesHeading
          contactHeading
          copyright
        }
        ui {
          learnMore
          learnMoreHidden
          aiAdvantage
          newTab
          notFoundLog
          pageMoved
          pageMovedLink
          breadcrumb
          relatedServices
          methodologyLink
          source
          nextStep
          pageUpdated
          swipePosition
          caseStudies {
            indexHeading
            indexIntro
            indexTitle
            indexDescription
            crumb
            client
            industry
            city
            started
            services
            clicks
            impressions
            startMark
            change
            source
            chartAlt
            onService
            cardChange
            read
            all
            cta {
              heading
              intro
              label
            }
          }
          team {
            crumb
            profileTitle
            articles
            linkedin
            profileLink
          }
          insights {
            indexHeading
            indexIntro
            indexTitle
            indexDescription
            crumb
            by
            published
            updated
            readingTime
            contents
            about
            more
            aboutAuthor
            onService
            pagination
            newer
            older
            page
            feed
            cta {
              heading
              intro
              label
            }
          }
        }
        sources {
          id
          title
          publisher
          figure
          year
          url
        }
        externalLinks {
          name
          url
        }
        engagement {
          priceLabel
          monthly
          once
          termLabel
          monthToMonth
          minimum
          oneOff
          placeholder
          placeholderNote
          priceNote
          plan
          month
          consultation {
            heading
            points
          }
          table {
            service
            price
            term
          }
        }
        example {
          budget
          hourlyRate
          tasks {
            task
            byHand
            withAi
            review
          }
        }
      }
    }
  `);
  if (!data.siteYaml) throw new Error("data/site.yaml is missing");
  return data.siteYaml;
}

export type SiteContent = ReturnType<typeof useSite>;
