import { useState } from 'react';
import { useAdvancedSearch, useMatchWords, type AdvancedSearchProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Popup, SearchBar, Selector, Skeleton } from 'antd-mobile';
import { HistorySheet, SaveFilterSheet, SettingSheet } from './Dialogs';
import { MatchWordsEditor, MatchWordsOffer } from './MatchWords';
import { ConditionList } from './ConditionList';
import './advanced-search.css';

export type { AdvancedSearchProps };

/**
 * The mobile advanced search page (spec 2.3): quick search bar and saved filters on the list, the
 * conditions on a full-screen page, dialogs 95% wide; the same view model as desktop.
 */
export function AdvancedSearch(props: AdvancedSearchProps) {
  const { search, save, fields, openSave } = useAdvancedSearch({ ...props, platform: 'mobile' });
  const { quick, filters, match } = search;
  const words = useMatchWords({ ...props, platform: 'mobile' });
  // the match words are offered under the quick-search bar that has focus
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <div className="suite-m-advanced-search" data-testid="advanced-search">
      <div className="suite-m-advanced-search__bar">
        {quick.fields.map((field) => (
          <div
            key={field.id}
            className="suite-m-advanced-search__quick"
            data-testid={`advanced-search-quick-${field.id}`}
          >
            <SearchBar
              aria-label={field.placeholder}
              placeholder={field.placeholder}
              value={field.keyword}
              onChange={field.set}
              onSearch={search.search}
              onFocus={() => setFocused(field.id)}
              onBlur={() => setFocused(null)}
            />
            {focused === field.id && (
              <MatchWordsOffer words={words} keyword={field.keyword} set={field.set} />
            )}
          </div>
        ))}
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={search.toggle}
          data-testid="advanced-search-toggle"
        >
          {search.toggleLabel}
        </Button>
        <MatchWordsEditor words={words} />
      </div>
      <div className="suite-m-advanced-search__filters" data-testid="advanced-search-filters">
        {filters.items.length === 0 && (
          <span className="suite-m-advanced-search__empty">{filters.emptyText}</span>
        )}
        {filters.items.map((item) => (
          <Button
            key={item.id}
            size="mini"
            color={item.chosen ? 'primary' : 'default'}
            aria-pressed={item.chosen}
            onClick={item.select}
            data-testid="advanced-search-filter"
            data-name={item.name}
          >
            {item.name}
            {item.tags.length > 0 && ` · ${item.tags.join(' · ')}`}
          </Button>
        ))}
      </div>
      {search.error && (
        <NoticeBar color="error" content={search.error} className="suite-m-advanced-search__error" />
      )}
      <Popup visible={search.visible} position="right" bodyClassName="suite-m-advanced-search__page">
        {search.visible && (
          <div
            role="dialog"
            aria-label={search.title}
            data-testid="advanced-search-panel"
            className="suite-m-advanced-search__panel"
          >
            <header className="suite-m-advanced-search__header">
              <Button size="small" fill="none" onClick={search.toggle}>
                {search.toggleLabel}
              </Button>
              <strong className="suite-m-advanced-search__title">{search.title}</strong>
              <Button
                size="small"
                fill="none"
                onClick={search.history.openList}
                data-testid="advanced-search-history"
              >
                {search.history.title}
              </Button>
            </header>
            <div className="suite-m-advanced-search__body">
              <Selector
                aria-label={match.label}
                columns={2}
                options={match.options}
                value={[match.value]}
                onChange={(keys) => keys[0] && match.set(keys[0])}
                data-testid="advanced-search-match"
              />
              {search.panelLoading ? (
                <Skeleton.Paragraph lineCount={5} animated />
              ) : (
                <ConditionList search={search} items={fields} rows={props.collapsedRows} />
              )}
              <Button
                size="small"
                fill="none"
                onClick={search.setting.openPanel}
                className="suite-m-advanced-search__setting"
                data-testid="advanced-search-setting"
              >
                {search.setting.title}
              </Button>
            </div>
            <footer className="suite-m-advanced-search__footer">
              <Button block onClick={search.reset} data-testid="advanced-search-reset">
                {search.resetLabel}
              </Button>
              <Button block onClick={openSave} data-testid="advanced-search-save">
                {search.saveLabel}
              </Button>
              <Button
                block
                color="primary"
                loading={search.loading}
                onClick={search.search}
                data-testid="advanced-search-submit"
              >
                {search.searchLabel}
              </Button>
            </footer>
          </div>
        )}
      </Popup>
      <SaveFilterSheet save={save} />
      <HistorySheet search={search} />
      <SettingSheet search={search} />
    </div>
  );
}
