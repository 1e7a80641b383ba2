import { useId } from 'react';
import type { Platform } from '@storefront/contracts';
import { footerGroupIconPath, type FooterTeaserGroup } from '@storefront/footer-schemas';
import { visibleTeaserLinks } from '../../features/footer-rules';
import { ExpansionPanel } from '@storefront/ui';
import { FooterLink } from './FooterLink';
import styles from './Footer.module.css';

export type GroupLayout = 'accordion' | 'columns';

function GroupBody({ group, platform }: { group: FooterTeaserGroup; platform: Platform }) {
  const links = visibleTeaserLinks(group.links, platform);
  return (
    <>
      {group.introductoryText && <p className={styles.intro}>{group.introductoryText}</p>}
      {links.length > 0 && (
        <ul className={styles.linkList}>
          {links.map((link) => (
            <li key={`${link.url}-${link.text}`}>
              <FooterLink url={link.url}>{link.text}</FooterLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The heading's icon (spec 3.2: heading with iconName). Decorative: the heading's text names the
 * group, so the image has an empty alt. An unknown name is logged and shows nothing, like a logo.
 * Lazy like every footer image: for an eager one React writes a preload into the page's head, and
 * the browser would fetch it before the page's script.
 */
function GroupIcon({ iconName }: { iconName: string | undefined }) {
  if (iconName === undefined) return null;
  const path = footerGroupIconPath(iconName);
  if (!path) {
    console.error(`Unknown footer group icon "${iconName}"; the icon is left out.`);
    return null;
  }
  return (
    <img
      className={styles.groupIcon}
      src={path}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      data-icon={iconName}
    />
  );
}

function GroupColumn({ group, platform }: { group: FooterTeaserGroup; platform: Platform }) {
  const headingId = useId();
  const { heading } = group;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeading}>
        <GroupIcon iconName={heading.iconName} />
        {heading.link ? (
          <FooterLink url={heading.link.url}>{heading.text}</FooterLink>
        ) : (
          heading.text
        )}
      </h3>
      <GroupBody group={group} platform={platform} />
    </section>
  );
}

/** The link teasers: an accordion on phones, four-column groups on desktop and tablet. */
export function TeaserGroups({
  groups,
  platform,
  layout,
}: {
  groups: readonly FooterTeaserGroup[];
  platform: Platform;
  layout: GroupLayout;
}) {
  if (groups.length === 0) return null;
  if (layout === 'accordion') {
    return (
      <div className={styles.accordion} data-layout="accordion">
        {groups.map((group) => (
          <ExpansionPanel key={group.heading.text} title={group.heading.text}>
            <GroupBody group={group} platform={platform} />
            {group.heading.link && (
              <p>
                <FooterLink url={group.heading.link.url}>{group.heading.link.text}</FooterLink>
              </p>
            )}
          </ExpansionPanel>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.columns} data-layout="columns">
      {groups.map((group) => (
        <GroupColumn key={group.heading.text} group={group} platform={platform} />
      ))}
    </div>
  );
}
