import { useState } from 'react';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { useTranslation } from '@storefront/i18n';
import { trackGaEvent } from '../../shared/tracking';
import { navigationImagePath } from './imagePath';
import { nodeAt, preselectedPath } from './tree';
import styles from './MainNav.module.css';

const keyOf = (path: readonly number[]) => path.join('.');

/**
 * Drill-down category flyout: a tree whose items open and close by click, a close button, and the
 * teaser list of the selected node. The path matching the page's last URL segment starts open.
 */
export function DrillDownFlyout({
  node,
  path: pagePath,
  onClose,
}: {
  node: NavigationNode;
  path: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('navigation');
  // The page's path comes from the header (the server's at first), never from `location` while rendering.
  const [initial] = useState(() => preselectedPath(node.children, pagePath));
  const [expanded, setExpanded] = useState(
    () => new Set(initial.map((_, depth) => keyOf(initial.slice(0, depth + 1)))),
  );
  const [selected, setSelected] = useState<number[]>(initial);
  const selectedNode = nodeAt(node.children, selected);
  const teaser = (selectedNode?.teaser ?? node.teaser) || undefined;

  const toggle = (path: number[], child: NavigationNode) => {
    const key = keyOf(path);
    const next = new Set(expanded);
    if (next.has(key)) {
      next.delete(key);
      setSelected(path.slice(0, -1));
    } else {
      next.add(key);
      setSelected(path);
      trackGaEvent('navigation', 'drilldown', child.title);
    }
    setExpanded(next);
  };

  const renderList = (nodes: readonly NavigationNode[], parent: number[]) => (
    <ul className={styles.tree}>
      {nodes.map((child, index) => {
        const path = [...parent, index];
        const key = keyOf(path);
        const isOpen = expanded.has(key);
        const onPath = keyOf(selected) === key;
        return (
          <li key={child.href}>
            {child.children.length > 0 ? (
              <>
                <button
                  type="button"
                  className={styles.treeItem}
                  aria-expanded={isOpen}
                  aria-current={onPath ? 'true' : undefined}
                  onClick={() => toggle(path, child)}
                >
                  {child.title}
                </button>
                {/* In the HTML while closed too, so every category is a link there. */}
                <div hidden={!isOpen}>
                  <a
                    className={styles.treeAll}
                    href={child.href}
                    onClick={() => trackGaEvent('navigation', 'link click', child.title)}
                  >
                    {t('flyout.showAll', { title: child.title })}
                  </a>
                  {renderList(child.children, path)}
                </div>
              </>
            ) : (
              <a
                className={styles.treeItem}
                href={child.href}
                target={child.target}
                aria-current={onPath ? 'page' : undefined}
                onClick={() => trackGaEvent('navigation', 'link click', child.title)}
              >
                {child.title}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.drilldown}>
      <div className={styles.drilldownHead}>
        <a
          href={node.href}
          className={styles.drilldownTitle}
          onClick={() => trackGaEvent('navigation', 'link click', node.title)}
        >
          {t('flyout.showAll', { title: node.title })}
        </a>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('flyout.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.drilldownBody}>
        {renderList(node.children, [])}
        {teaser && teaser.items.length > 0 && (
          <section aria-label={teaser.title} className={styles.teasers}>
            <h2 className={styles.sectionHeadline}>{teaser.title}</h2>
            <ul className={styles.cards}>
              {teaser.items.map((item) => (
                <li key={item.href} className={styles.card}>
                  <a
                    href={item.href}
                    className={styles.cardLink}
                    onClick={() => trackGaEvent('navigation', 'flyout teaser click', item.title)}
                  >
                    <img
                      src={navigationImagePath(item.imageSrc)}
                      alt=""
                      width={244}
                      height={143}
                      loading="lazy"
                      className={styles.cardImage}
                    />
                    <span className={styles.cardTitle}>{item.title}</span>
                    <span className={styles.subline}>{item.linkTitle}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
