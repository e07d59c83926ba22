import type { AdvancedSearchView, CommonFilterSaveView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Button, CenterPopup, Checkbox, Empty, Input, Selector, Space, TextArea } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';

/** A centred dialog 95% wide (spec 9, mobile). */
function Sheet(props: {
  open: boolean;
  title: string;
  width: number | string;
  testId: string;
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
}) {
  // a share of the screen's width (spec 9: 95%), not of the popup's own box
  const size = typeof props.width === 'number' ? `${props.width}px` : props.width.replace(/%$/, 'vw');
  return (
    <CenterPopup
      visible={props.open}
      onMaskClick={props.onClose}
      // above the full-screen search page (and the browser page it may open)
      className="suite-m-advanced-search__sheet"
      style={{ '--suite-m-advanced-search-sheet-width': size } as CSSProperties}
      destroyOnClose
    >
      <div
        role="dialog"
        aria-label={props.title}
        data-testid={props.testId}
        className="suite-m-advanced-search__dialog"
      >
        <h3 className="suite-m-advanced-search__dialog-title">{props.title}</h3>
        {props.children}
        <div className="suite-m-advanced-search__dialog-footer">{props.footer}</div>
      </div>
    </CenterPopup>
  );
}

const error = (text: string | null) =>
  text ? <div className="suite-m-advanced-search__problem">{text}</div> : null;
const label = (text: string) => <div className="suite-m-advanced-search__label">{text}</div>;

/** The save-common-filter dialog on mobile, same view model as desktop. */
export function SaveFilterSheet({ save }: { save: CommonFilterSaveView }) {
  const { choice, pick, name, isPublic, isDefault, range, description, duplicate } = save;
  return (
    <>
      <Sheet
        open={save.open}
        title={save.title}
        width={save.width}
        testId="save-filter-dialog"
        onClose={save.close}
        footer={
          <>
            <Button block onClick={save.close}>
              {save.cancelLabel}
            </Button>
            <Button
              block
              color="primary"
              loading={save.saving}
              onClick={save.save}
              data-testid="save-filter-ok"
            >
              {save.okLabel}
            </Button>
          </>
        }
      >
        {label(choice.label)}
        <Selector
          columns={2}
          options={choice.options}
          value={[choice.value]}
          onChange={(keys) => keys[0] && choice.set(keys[0])}
          data-testid="save-filter-choice"
        />
        {pick.visible && (
          <>
            {label(pick.label)}
            <Selector
              columns={2}
              options={pick.options}
              value={pick.value ? [pick.value] : []}
              onChange={(keys) => (keys[0] ? pick.select(keys[0]) : pick.deselect())}
              data-testid="save-filter-pick"
            />
          </>
        )}
        {label(name.label)}
        <div className="suite-m-advanced-search__box">
          <Input
            aria-label={name.label}
            value={name.value}
            maxLength={name.maxLength}
            onChange={name.set}
            data-testid="save-filter-name"
          />
        </div>
        {error(name.error)}
        <Space direction="vertical" className="suite-m-advanced-search__checks">
          {isPublic.visible && (
            <Checkbox checked={isPublic.checked} onChange={isPublic.set} data-testid="save-filter-public">
              {isPublic.label}
            </Checkbox>
          )}
          {isDefault.visible && (
            <Checkbox checked={isDefault.checked} onChange={isDefault.set} data-testid="save-filter-default">
              {isDefault.label}
            </Checkbox>
          )}
        </Space>
        {range.visible && (
          <>
            {label(range.label)}
            <Selector
              multiple
              columns={2}
              options={range.options}
              value={range.value}
              onChange={range.set}
              data-testid="save-filter-range"
            />
            {error(range.error)}
          </>
        )}
        {description.visible && (
          <>
            {label(description.label)}
            <TextArea aria-label={description.label} value={description.value} onChange={description.set} />
            {error(description.error)}
          </>
        )}
        {save.conditionsError && (
          <div data-testid="save-filter-conditions-error">{error(save.conditionsError)}</div>
        )}
        {error(save.failedText)}
      </Sheet>
      <Sheet
        open={duplicate.open}
        title={duplicate.title}
        width={save.width}
        testId="save-filter-duplicate"
        onClose={duplicate.cancel}
        footer={
          <>
            <Button block onClick={duplicate.cancel}>
              {duplicate.renameLabel}
            </Button>
            <Button block color="primary" onClick={duplicate.replace}>
              {duplicate.replaceLabel}
            </Button>
          </>
        }
      >
        {duplicate.text}
      </Sheet>
      <SaveProblemDialog problem={save.problem} testId="save-filter" />
    </>
  );
}

/** The search history on mobile. */
export function HistorySheet({ search }: { search: AdvancedSearchView }) {
  const { history } = search;
  return (
    <Sheet
      open={history.open}
      title={history.title}
      width={search.dialogWidth}
      testId="advanced-search-history-dialog"
      onClose={history.close}
      footer={
        <Button
          block
          color="danger"
          fill="outline"
          disabled={history.items.length === 0}
          onClick={history.clear}
        >
          {history.clearLabel}
        </Button>
      }
    >
      {history.items.length === 0 ? (
        <Empty description={history.emptyText} />
      ) : (
        history.items.map((item) => (
          <div key={item.id} className="suite-m-advanced-search__history-item">
            <Button
              fill="none"
              size="small"
              onClick={item.apply}
              className="suite-m-advanced-search__history-apply"
            >
              {item.title}
            </Button>
            <Button size="mini" onClick={item.remove} aria-label={history.deleteLabel}>
              ×
            </Button>
          </div>
        ))
      )}
    </Sheet>
  );
}

/** The setting panel on mobile: show, hide and reorder the conditions. */
export function SettingSheet({ search }: { search: AdvancedSearchView }) {
  const { setting } = search;
  const t = useT();
  return (
    <Sheet
      open={setting.open}
      title={setting.title}
      width={search.dialogWidth}
      testId="advanced-search-setting-dialog"
      onClose={setting.cancel}
      footer={
        <Button block color="primary" loading={setting.saving} onClick={setting.save}>
          {t('common.ok')}
        </Button>
      }
    >
      {setting.items.map((item) => (
        <div key={item.id} className="suite-m-advanced-search__setting-item">
          <Checkbox
            checked={item.show}
            onChange={item.set}
            className="suite-m-advanced-search__setting-check"
          >
            {item.title}
          </Checkbox>
          <Button size="mini" disabled={!item.canUp} onClick={item.up} aria-label={item.upLabel}>
            ↑
          </Button>
          <Button size="mini" disabled={!item.canDown} onClick={item.down} aria-label={item.downLabel}>
            ↓
          </Button>
        </div>
      ))}
    </Sheet>
  );
}
