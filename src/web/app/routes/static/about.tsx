import { BadgeCheck } from 'lucide-react';
import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { agency } from '#web/config/agency.js';
import { CallToAction } from '#web/features/static-pages/components/call-to-action.js';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { PageSection } from '#web/features/static-pages/components/page-section.js';
import { HOW_WE_WORK, STORY, TEAM, VALUES } from '#web/features/static-pages/content/about.js';

export default function AboutPage() {
  const t = useT();
  const bannerAlt = t("Stone Town's seafront at sunset, with dhows in the harbour");
  return (
    <>
      <Seo
        title={t('About us')}
        description={t(
          'Kilele Safaris is a Tanzanian agency in Stone Town and Arusha: private Zanzibar tours and safaris run by local guides.',
        )}
        image={bannerSrc('stone-town')}
        imageAlt={bannerAlt}
      />
      <PageHeader
        eyebrow={t('About us')}
        title={t('Tanzania, planned by the people who live here')}
        lead={t(
          'We are a small team in Stone Town and Arusha who plan private Zanzibar tours and mainland safaris, and look after every guest from the first message to the last transfer.',
        )}
        banner="stone-town"
        bannerAlt={bannerAlt}
      />

      <PageSection eyebrow={t('Our story')} title={t('Why we started Kilele')}>
        <div className="grid items-start gap-10 lg:grid-cols-12 lg:gap-14">
          <div className="space-y-5 text-lg leading-relaxed text-ink/80 lg:col-span-7">
            {STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{t(paragraph)}</p>
            ))}
          </div>
          <figure className="lg:col-span-5">
            <ResponsiveImage
              src="/images/arusha-card-800.webp"
              alt={t('Farmland below Mount Meru near Arusha, where our safaris begin')}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-[4/3] w-full rounded-2xl"
            />
            <figcaption className="mt-3 text-sm text-ink/65">
              {t('Arusha, where every one of our safaris begins.')}
            </figcaption>
          </figure>
        </div>
      </PageSection>

      <PageSection tone="sand" eyebrow={t('How trips are run')} title={t('What happens after you say yes')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {HOW_WE_WORK.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink/5">
              <span className="font-display text-4xl font-semibold text-gold-dark" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{t(step.title)}</h3>
              <p className="mt-3 leading-relaxed text-ink/75">{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl border border-ink/10 bg-white/60 p-7 md:p-9">
          <h3 className="text-xl font-semibold">{t('Licensed and accountable')}</h3>
          <p className="mt-3 max-w-3xl leading-relaxed text-ink/75">
            {t(
              '{name} is a member of the organisations below, including the Tanzania Tourist Board and the Zanzibar Commission for Tourism. They hold us to their standards, and you can check our standing with them at any time.',
              { name: agency.name },
            )}
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {agency.partners.map((partner) => (
              <li key={partner} className="flex items-start gap-2.5 text-ink/85">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-acacia" />
                <span>{partner}</span>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection eyebrow={t('What we stand for')} title={t('Our values')}>
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-5">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-acacia">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold">{t(title)}</h3>
                <p className="mt-2 leading-relaxed text-ink/75">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="sand" eyebrow={t('Our team')} title={t('The people you will talk to')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member, index) => (
            <li key={member.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <InitialsAvatar name={member.name} tone={index} />
              <h3 className="mt-5 text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-gold-dark">{t(member.role)}</p>
              <p className="mt-0.5 text-sm text-ink/70">{member.base}</p>
              <p className="mt-4 text-sm leading-relaxed text-ink/75">{t(member.bio)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CallToAction
        className="pt-16 md:pt-24"
        title={t('Tell us about the trip you have in mind')}
        text={t(
          'Dates, budget, who is coming and what you dream of seeing: a coordinator will answer within 24 hours with a proposal written for you.',
        )}
      />
    </>
  );
}
