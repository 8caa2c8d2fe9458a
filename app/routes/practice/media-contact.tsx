import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { ConversationArt } from "~/components/ui/line-art";
import { Section } from "~/components/ui/section";
import {
  mediaContact,
  mediaContactCrumbs,
  mediaContactHeader,
  mediaContactSections as copy,
  mediaContactSeo,
  speakingTopics,
  topicSpeakers,
} from "~/content/media";
import { therapistPath } from "~/content/therapists";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { contactPointJsonLd } from "~/lib/json-ld/contact-point";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { usePracticeContact } from "~/content/practice-contact";
import { canonicalOriginFromMatches, contactFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/media-contact";

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const contact = contactFromMatches(args.matches);
  return seoMeta(args, {
    ...mediaContactSeo,
    jsonLd: [
      webPageJsonLd(origin, {
        type: "ContactPage",
        name: mediaContactSeo.title,
        path: "/media-contact",
        mainEntity: contactPointJsonLd({ contactType: "media relations", email: contact.pressEmail, telephone: contact.phone.display }),
      }),
      breadcrumbJsonLd(origin, mediaContactCrumbs),
    ],
  });
}

export default function MediaContactPage() {
  const contact = usePracticeContact();
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={mediaContactCrumbs} />} {...mediaContactHeader} art={<ConversationArt />}>
        <ButtonLink to={`mailto:${contact.pressEmail}`} reloadDocument>
          Email {contact.pressEmail}
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="contact-heading" tone="cream" contained={false}>
        <div className="container-page grid gap-6 lg:grid-cols-[1fr_1.2fr]">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
            <Heading size="card" id="contact-heading">
              {copy.contact.title}
            </Heading>
            <p className="mt-4 font-semibold text-ink">{mediaContact.name}</p>
            <p className="text-ink-soft">{mediaContact.role}</p>
            <dl className="mt-5 space-y-3">
              <div>
                <dt className="text-sm font-semibold text-ink">{copy.contact.email}</dt>
                <dd>
                  <a href={`mailto:${contact.pressEmail}`} className="inline-link inline-flex min-h-11 items-center">
                    {contact.pressEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink">{copy.contact.phone}</dt>
                <dd>
                  <a href={contact.phone.href} className="inline-link inline-flex min-h-11 items-center">
                    {contact.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink">{copy.contact.responseTime}</dt>
                <dd className="text-ink-soft">{mediaContact.responseTime}</dd>
              </div>
            </dl>
          </div>
          <div className="grid gap-6">
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
              <Heading size="card">{copy.include}</Heading>
              <MarkedList items={mediaContact.include} mark="dot" className="mt-4 space-y-2 text-ink-soft" />
            </div>
            <div className="rounded-[var(--radius-card)] bg-coral-50 p-6 sm:p-8">
              <Heading size="card">{copy.boundaries}</Heading>
              <MarkedList items={mediaContact.boundaries} mark="coralDot" className="mt-4 space-y-2 text-ink-soft" />
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="topics-heading" tone="sand">
        <SectionHeading id="topics-heading" eyebrow={copy.topics.eyebrow} title={copy.topics.title} />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {speakingTopics.map((topic) => (
            <li key={topic.title} className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
              <Heading as="h3" size="item">
                {topic.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{topic.angle}</p>
              <p className="mt-auto pt-4 text-sm text-ink-soft">
                {topicSpeakers(topic).map((t, i) => (
                  <span key={t.slug}>
                    {i > 0 ? copy.topics.and : copy.topics.with}
                    <Link to={therapistPath(t)} className="inline-link">
                      {t.name}
                    </Link>
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-ink-soft">
          {copy.topics.pressLead}{" "}
          <Link to="/media" className="inline-link">
            {copy.topics.pressLink}
          </Link>
          .
        </p>
      </Section>

      <VibeCheckCta title={copy.ctaTitle} />
    </>
  );
}
