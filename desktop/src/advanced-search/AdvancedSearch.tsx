import { DeleteOutlined, HistoryOutlined, SettingOutlined } from '@ant-design/icons';
import { useAdvancedSearch, useMatchWords, type AdvancedSearchProps } from '@suite-ui/core/react';
import { Alert, Button, Card, Flex, Input, Radio, Space, Tag, Typography } from 'antd';
import { ConditionGrid } from './ConditionGrid';
import { HistoryDialog } from './HistoryDialog';
import { SaveFilterDialog } from './SaveFilterDialog';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import { MatchWordsEditor, MatchWordsOffer } from './MatchWords';
import { SettingDialog } from './SettingDialog';

export type { AdvancedSearchProps };

/**
 * The desktop advanced search (spec 2.3): quick search box, the panel of conditions in 12-column
 * spans, and/or switch, saved common filters, setting panel, save dialog (500 wide) and history.
 */
export function AdvancedSearch(props: AdvancedSearchProps) {
  const { search, save, fields, openSave } = useAdvancedSearch({ ...props, platform: 'desktop' });
  const { quick, filters, match } = search;
  const words = useMatchWords({ ...props, platform: 'desktop' });
  return (
    <div className="suite-advanced-search" data-testid="advanced-search">
      <Flex gap={8} wrap align="center">
        {quick.fields.map((field) => (
          <MatchWordsOffer key={field.id} words={words} keyword={field.keyword} set={field.set}>
            <Input.Search
              allowClear
              aria-label={field.placeholder}
              placeholder={field.placeholder}
              onSearch={search.search}
              data-testid={`advanced-search-quick-${field.id}`}
            />
          </MatchWordsOffer>
        ))}
        <Button
          type={search.visible ? 'primary' : 'default'}
          aria-expanded={search.visible}
          onClick={search.toggle}
          data-testid="advanced-search-toggle"
        >
          {search.toggleLabel}
        </Button>
        <Button
          icon={<HistoryOutlined />}
          onClick={search.history.openList}
          data-testid="advanced-search-history"
        >
          {search.history.title}
        </Button>
        <Button
          icon={<SettingOutlined />}
          onClick={search.setting.openPanel}
          data-testid="advanced-search-setting"
        >
          {search.setting.title}
        </Button>
        <MatchWordsEditor words={words} />
      </Flex>
      <Flex gap={6} wrap align="center" style={{ marginTop: 8 }} data-testid="advanced-search-filters">
        <Typography.Text type="secondary">{filters.title}:</Typography.Text>
        {filters.items.length === 0 && (
          <Typography.Text type="secondary">{filters.emptyText}</Typography.Text>
        )}
        {filters.items.map((item) => (
          <Space.Compact key={item.id}>
            <Button
              size="small"
              type={item.chosen ? 'primary' : 'default'}
              aria-pressed={item.chosen}
              onClick={item.select}
              data-testid="advanced-search-filter"
              data-name={item.name}
            >
              {item.name}
              {item.tags.map((tag) => (
                <Tag key={tag} style={{ marginInline: 4 }} variant="filled">
                  {tag}
                </Tag>
              ))}
            </Button>
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={item.removeLabel}
              onClick={item.remove}
            />
          </Space.Compact>
        ))}
      </Flex>
      {search.error && <Alert type="error" title={search.error} showIcon style={{ marginTop: 8 }} />}
      {search.visible && (
        <Card
          size="small"
          style={{ marginTop: 8 }}
          loading={search.panelLoading}
          title={search.title}
          data-testid="advanced-search-panel"
          extra={
            <Radio.Group
              optionType="button"
              size="small"
              aria-label={match.label}
              value={match.value}
              onChange={(event) => match.set(event.target.value)}
              options={match.options}
              data-testid="advanced-search-match"
            />
          }
        >
          <ConditionGrid search={search} items={fields} rows={props.collapsedRows} />
          <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
            <Button
              type="primary"
              loading={search.loading}
              onClick={search.search}
              data-testid="advanced-search-submit"
            >
              {search.searchLabel}
            </Button>
            <Button onClick={search.reset} data-testid="advanced-search-reset">
              {search.resetLabel}
            </Button>
            <Button onClick={openSave} data-testid="advanced-search-save">
              {search.saveLabel}
            </Button>
          </Flex>
        </Card>
      )}
      <SaveFilterDialog save={save} />
      <SaveProblemDialog problem={filters.problem} testId="delete-filter" />
      <SettingDialog search={search} />
      <HistoryDialog search={search} />
    </div>
  );
}
