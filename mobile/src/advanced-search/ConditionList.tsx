import type { AdvancedSearchView, SearchFieldItem } from '@suite-ui/core';
import { useSearchLayout } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useId, type CSSProperties } from 'react';
import { SearchField } from './SearchField';

/** Props of {@link ConditionList}. */
export interface ConditionListProps {
  search: AdvancedSearchView;
  /** The host's conditions (the span each may ask for). */
  items: readonly SearchFieldItem[];
  /** Rows the collapsed page shows (4 by default). */
  rows?: number;
}

/**
 * The search page's conditions: one a row on a phone, two on a tablet (by the page's own width),
 * the first rows until the user expands the rest (issue 38).
 */
export function ConditionList({ search, items, rows }: ConditionListProps) {
  const { ref, layout } = useSearchLayout(search.fields, { platform: 'mobile', items, rows });
  const listId = useId();
  return (
    <div ref={ref} data-testid="advanced-search-grid" data-columns={layout.columns}>
      <div id={listId} className="suite-m-advanced-search__grid">
        {layout.conditions.map(({ condition: field, span }) => (
          <div
            key={field.id}
            data-testid={field.testId}
            className="suite-m-advanced-search__condition"
            style={{ '--suite-m-advanced-search-span': span } as CSSProperties}
          >
            <div className="suite-m-advanced-search__condition-title">{field.title}</div>
            <SearchField field={field} />
          </div>
        ))}
      </div>
      {layout.collapse && (
        <Button
          size="small"
          fill="none"
          color="primary"
          aria-expanded={layout.collapse.expanded}
          aria-controls={listId}
          onClick={layout.collapse.toggle}
          className="suite-m-advanced-search__collapse"
          data-testid="advanced-search-collapse"
        >
          {layout.collapse.label} {layout.collapse.expanded ? <UpOutline /> : <DownOutline />}
        </Button>
      )}
    </div>
  );
}
