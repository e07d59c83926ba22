import type { BrowserView } from '@suite-ui/core';

/**
 * The mobile field's associative (type-ahead) input: what is typed is searched and at most four
 * suggestions (spec 9) are listed under it; tapping one picks it.
 */
export function BrowserSuggest({ browser, testId }: { browser: BrowserView; testId: string }) {
  const { suggestions } = browser;
  const listId = `${testId}-suggestions`;
  return (
    <div className="suite-m-browser__suggest">
      {/* a native input: antd-mobile's Input puts aria-expanded and aria-controls on its wrapper,
          where a combobox's state means nothing to a screen reader */}
      <input
        className="suite-browser-suggest-input"
        value={suggestions.keyword}
        onChange={(event) => browser.suggest(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') browser.closeSuggestions();
        }}
        placeholder={browser.placeholder}
        aria-label={suggestions.label}
        role="combobox"
        aria-expanded={suggestions.open}
        aria-controls={listId}
        aria-autocomplete="list"
        data-testid={`${testId}-input`}
      />
      {suggestions.open && (
        <div
          id={listId}
          role="listbox"
          aria-label={suggestions.label}
          data-testid={listId}
          className="suite-browser-suggestions"
        >
          {suggestions.items.map((item) => (
            <div
              key={item.id}
              role="option"
              aria-selected={false}
              tabIndex={0}
              onClick={item.pick}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  item.pick();
                }
              }}
            >
              {item.title}
            </div>
          ))}
          {!suggestions.loading && suggestions.items.length === 0 && (
            <div role="option" aria-selected={false} aria-disabled>
              {suggestions.emptyText}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
