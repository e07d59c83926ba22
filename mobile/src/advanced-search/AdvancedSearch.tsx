import { useState } from 'react';
import { useAdvancedSearch, useMatchWords, type AdvancedSearchProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Popup, SearchBar, Selector, Skeleton } from 'antd-mobile';
import { HistorySheet, SaveFilterSheet, SettingSheet } from './Dialogs';
import { MatchWordsEditor, MatchWordsOffer } from './MatchWords';
import { ConditionList } from './ConditionList';

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
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {quick.fields.map((field) => (
          <div key={field.id} style={{ flex: 1 }} data-testid={`advanced-search-quick-${field.id}`}>
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
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}
        data-testid="advanced-search-filters"
      >
        {filters.items.length === 0 && (
          <span style={{ color: 'var(--adm-color-weak)' }}>{filters.emptyText}</span>
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
      {search.error && <NoticeBar color="error" content={search.error} style={{ marginTop: 8 }} />}
      <Popup visible={search.visible} position="right" bodyStyle={{ width: '100vw', height: '100%' }}>
        {search.visible && (
          <div
            role="dialog"
            aria-label={search.title}
            data-testid="advanced-search-panel"
            style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
          >
            <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px' }}>
              <Button size="small" fill="none" onClick={search.toggle}>
                {search.toggleLabel}
              </Button>
              <strong style={{ flex: 1, textAlign: 'center' }}>{search.title}</strong>
              <Button
                size="small"
                fill="none"
                onClick={search.history.openList}
                data-testid="advanced-search-history"
              >
                {search.history.title}
              </Button>
            </header>
            <div style={{ flex: 1, overflowY: 'auto', padding: '0 12px' }}>
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
                style={{ marginTop: 12 }}
                data-testid="advanced-search-setting"
              >
                {search.setting.title}
              </Button>
            </div>
            <footer style={{ display: 'flex', gap: 8, padding: 12 }}>
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
