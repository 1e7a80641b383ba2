import { type Locale } from '@storefront/contracts';
import {
  THEMEWORLD_SECTION_KEYS,
  type ThemeWorld,
  type ThemeWorldNavigation,
} from '@storefront/navigation-schemas';
import { useTranslation } from '@storefront/i18n';
import { trackGaEvent } from '../../shared/tracking';
import { navigationImagePath } from './imagePath';
import { themeWorldCrop } from './themeWorldImage';
import { endDateLabel, type EndDateTexts } from './endDate';
import styles from './MainNav.module.css';

function ThemeWorldCard({
  world,
  translations,
  locale,
  now,
  endDates,
}: {
  world: ThemeWorld;
  translations: Record<string, string>;
  locale: Locale;
  now: number | undefined;
  endDates: EndDateTexts | undefined;
}) {
  const { t } = useTranslation('navigation');
  // No clock while rendering: `now` is the server's at first, the browser's once mounted.
  const end =
    now === undefined ? undefined : endDateLabel(world.endDate, locale, new Date(now), endDates);
  const endText =
    end?.kind === 'daysLeft'
      ? (world.onlyXDaysLeftText ??
        (end.days === 0
          ? t('themeworld.lastDay')
          : t('themeworld.onlyXDaysLeft', { count: end.days })))
      : end
        ? (world.endDateText ?? t('themeworld.until', { date: end.date }))
        : undefined;
  const crop = themeWorldCrop(world);
  return (
    <li className={styles.card}>
      <a
        href={world.url}
        className={styles.cardLink}
        onClick={() => trackGaEvent('navigation', 'flyout teaser click', world.title)}
      >
        {/* The crop by data attributes the style sheet reads: the page's CSP allows no inline style. */}
        <span className={styles.cardImageFrame}>
          <img
            src={navigationImagePath(world.imgUrl)}
            alt=""
            width={crop.width}
            height={crop.height}
            loading="lazy"
            className={styles.cardImage}
            data-focus-x={crop.focusX}
            data-focus-y={crop.focusY}
            data-zoom={crop.zoom}
          />
        </span>
        <span className={styles.cardTitle}>{world.title}</span>
      </a>
      {world.subline && (
        <span className={styles.subline}>{translations[world.subline] ?? world.subline}</span>
      )}
      {world.badges.length > 0 && (
        <ul className={styles.badges} aria-label={t('themeworld.badges')}>
          {world.badges.map((badge) => (
            <li key={badge} className={styles.badge} data-badge={badge}>
              {translations[badge] ?? badge}
            </li>
          ))}
        </ul>
      )}
      {world.availability.map((key) => (
        <span key={key} className={styles.availability}>
          {translations[key] ?? key}
        </span>
      ))}
      {world.storefrontCard && (
        <span className={styles.cardFlag}>{t('themeworld.storefrontCard')}</span>
      )}
      {endText && <span className={styles.endDate}>{endText}</span>}
    </li>
  );
}

/**
 * Theme-world flyout: sections in the fixed order scout, new, more, lastChance. `endDates`: the end
 * dates as the server wrote them (absent when the browser fetched the theme worlds itself).
 */
export function ThemeWorldFlyout({
  data,
  locale,
  now,
  endDates,
}: {
  data: ThemeWorldNavigation;
  locale: Locale;
  now: number | undefined;
  endDates?: EndDateTexts;
}) {
  const { sections, translations, overview } = data.themeworldFlyout;
  const ordered = THEMEWORLD_SECTION_KEYS.map((key) =>
    sections.find((section) => section.key === key),
  ).filter((section) => section && section.themeworlds.length > 0);
  return (
    <div className={styles.themeworlds}>
      {ordered.map(
        (section) =>
          section && (
            <section
              key={section.key}
              aria-label={section.headline}
              className={styles.section}
              data-section={section.key}
            >
              <h2 className={styles.sectionHeadline}>{section.headline}</h2>
              <ul className={styles.cards}>
                {section.themeworlds.map((world) => (
                  <ThemeWorldCard
                    key={world.url}
                    world={world}
                    translations={translations}
                    locale={locale}
                    now={now}
                    endDates={endDates}
                  />
                ))}
              </ul>
            </section>
          ),
      )}
      <a href={overview.url} className={styles.overviewLink}>
        {overview.title}
      </a>
    </div>
  );
}
