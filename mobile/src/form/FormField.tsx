import type { BrowserSelectedItem, UploadedFile } from '@suite-ui/core';
import type { FormFieldView } from '@suite-ui/core/form';
import { useT, useTypesBrowser } from '@suite-ui/core/react';
import { Button, Checkbox, Input, Radio, Selector, Space, Switch, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Browser } from '../browser';
import { DatePicker } from '../dates';
import { FilterButtons } from '../filter-buttons';
import { Rate } from '../rate';
import { RichTextEditor } from '../rich-text';
import { SignaturePad } from '../signature';
import { Upload } from '../upload';

/** Renders PLUGIN and CUSTOM items (the host's own parts). */
export type RenderCustomField = (field: FormFieldView) => ReactNode;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const toNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/** spec 3 TYPESBROWSER on mobile: a choice of type above the browser of that type. */
function TypesBrowserField({ field }: { field: FormFieldView }) {
  const state = useTypesBrowser(field.browserTypes, asList<BrowserSelectedItem>(field.value), field.set);
  return (
    <div data-testid={`${field.testId}-types`}>
      <Selector
        aria-label={field.label}
        value={[state.type]}
        onChange={(value) => value[0] && state.setType(value[0])}
        options={field.browserTypes.map((option) => ({ value: option.type, label: option.label }))}
        style={{ marginBottom: 8 }}
      />
      <Browser
        key={state.type}
        type={state.type}
        module={field.browserModule}
        multiple={field.multiple}
        value={state.value}
        onChange={state.onChange}
        aria-label={field.label}
      />
    </div>
  );
}

/** The control of one field: one `switch (field.itemType)` over the same view model as desktop. */
function Control({ field, renderCustom }: { field: FormFieldView; renderCustom?: RenderCustomField }) {
  const t = useT();
  const common = { id: `field-${field.id}`, disabled: field.disabled, 'aria-label': field.label };
  switch (field.itemType) {
    case 'RICHTEXT':
      return (
        <RichTextEditor
          value={asText(field.value)}
          onChange={field.set}
          readOnly={field.readOnly || field.disabled}
        />
      );
    case 'TEXTAREA':
      return (
        <TextArea
          {...common}
          rows={field.rows}
          value={asText(field.value)}
          placeholder={field.placeholder}
          onChange={field.set}
        />
      );
    case 'PASSWORD':
      return (
        <Input
          {...common}
          type="password"
          value={asText(field.value)}
          placeholder={field.placeholder}
          onChange={field.set}
        />
      );
    case 'INPUTNUMBER':
      return (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step}
          value={asText(field.value)}
          placeholder={field.placeholder}
          onChange={(text) => field.set(toNumber(text))}
        />
      );
    case 'SCOPE': {
      const scope = (field.value ?? {}) as { min?: number; max?: number };
      return (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }} id={common.id}>
          <Input
            type="number"
            aria-label={`${field.label} ${t('form.scope.min')}`}
            placeholder={t('form.scope.min')}
            value={asText(scope.min)}
            onChange={(text) => field.set({ ...scope, min: toNumber(text) })}
          />
          <span>{t('form.scope.to')}</span>
          <Input
            type="number"
            aria-label={`${field.label} ${t('form.scope.max')}`}
            placeholder={t('form.scope.max')}
            value={asText(scope.max)}
            onChange={(text) => field.set({ ...scope, max: toNumber(text) })}
          />
        </div>
      );
    }
    case 'SWITCH':
      return (
        <Switch
          checked={field.value === true}
          disabled={field.disabled}
          onChange={(checked) => field.set(checked)}
          aria-label={field.label}
        />
      );
    case 'RADIO':
      return (
        <Radio.Group
          value={asText(field.value)}
          onChange={(value) => field.set(String(value))}
          disabled={field.disabled}
        >
          <Space wrap>
            {field.options.map((o) => (
              <Radio key={o.id} value={o.id} disabled={o.disabled}>
                {o.content}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group
          value={asList<string>(field.value)}
          onChange={(value) => field.set(value.map(String))}
          disabled={field.disabled}
        >
          <Space wrap>
            {field.options.map((o) => (
              <Checkbox key={o.id} value={o.id} disabled={o.disabled}>
                {o.content}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 'SELECT':
      return (
        <Selector
          multiple={field.multiple}
          value={
            field.multiple
              ? asList<string>(field.value)
              : field.value === undefined
                ? []
                : [asText(field.value)]
          }
          onChange={(value) => field.set(field.multiple ? value : value[0])}
          options={field.options.map((o) => ({ value: o.id, label: o.content, disabled: o.disabled }))}
          aria-label={field.label}
        />
      );
    case 'DATEPICKER':
    case 'DATETIMEPICKER':
      return (
        <DatePicker
          type={field.itemType === 'DATEPICKER' ? 'date' : 'datetime'}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.set(value ?? undefined)}
          disabled={field.disabled}
          title={field.label}
        />
      );
    case 'FILTERBUTTONS':
      return (
        <FilterButtons
          key={asText(field.value)}
          testId={`${field.testId}-buttons`}
          options={field.options.map((o) => ({ value: o.id, label: o.content, disabled: o.disabled }))}
          defaultValue={asText(field.value) || undefined}
          onChange={(value) => field.set(value)}
        />
      );
    case 'TYPESBROWSER':
      return <TypesBrowserField field={field} />;
    case 'BROWSER':
      return (
        <Browser
          type={field.browserType ?? 'resource'}
          module={field.browserModule}
          multiple={field.multiple}
          value={asList<BrowserSelectedItem>(field.value)}
          onChange={(value) => field.set(value)}
          aria-label={field.label}
          data-testid={`${field.testId}-browser`}
        />
      );
    case 'UPLOAD':
      return (
        <Upload
          value={asList<UploadedFile>(field.value)}
          onChange={(files) => field.set(files)}
          mode={field.readOnly || field.disabled ? 'readOnly' : 'edit'}
        />
      );
    case 'RATE':
      return (
        <Rate
          value={typeof field.value === 'number' ? field.value : 0}
          readOnly={field.readOnly || field.disabled}
          onChange={field.set}
        />
      );
    case 'SIGNATURE':
      return (
        <div>
          <SignaturePad height={100} onExport={(format, dataUrl) => format === 'png' && field.set(dataUrl)} />
          <div className="suite-form-hint">{field.text}</div>
        </div>
      );
    case 'PLUGIN':
    case 'CUSTOM':
      return (
        <div data-testid={`${field.testId}-custom`}>
          {renderCustom?.(field) ??
            t(field.itemType === 'PLUGIN' ? 'form.plugin' : 'form.custom', { label: field.label })}
        </div>
      );
    default:
      return (
        <Input {...common} value={asText(field.value)} placeholder={field.placeholder} onChange={field.set} />
      );
  }
}

/** One field: label, control (or its text when read-only), errors under it (spec 8). */
export function FormField({
  field,
  renderCustom,
}: {
  field: FormFieldView;
  renderCustom?: RenderCustomField;
}) {
  const t = useT();
  const readOnlyText = field.readOnly && !['RATE', 'UPLOAD', 'RICHTEXT'].includes(field.itemType);
  return (
    <div
      className="suite-form-field"
      data-testid={field.testId}
      data-field-id={field.id}
      data-invalid={field.errors.length > 0 || undefined}
      style={{ minHeight: field.rowHeight, padding: '8px 12px', borderBottom: '1px solid #eee' }}
    >
      <label htmlFor={`field-${field.id}`} style={{ display: 'block', marginBottom: 4, fontSize: 14 }}>
        {field.required && (
          <span style={{ color: '#c4161c', marginInlineEnd: 4 }} aria-label={t('form.required')}>
            *
          </span>
        )}
        {field.label}
      </label>
      {readOnlyText ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span data-testid={`${field.testId}-text`}>{field.text}</span>
          {field.hoverEditable && (
            <Button
              size="mini"
              onClick={field.startEdit}
              aria-label={field.editLabel}
              data-testid={`${field.testId}-edit`}
            >
              {field.editLabel}
            </Button>
          )}
        </div>
      ) : (
        <Control field={field} renderCustom={renderCustom} />
      )}
      {field.editing && (
        <Button
          size="mini"
          onClick={field.endEdit}
          data-testid={`${field.testId}-done`}
          style={{ marginTop: 4 }}
        >
          {t('form.doneEditing')}
        </Button>
      )}
      {field.errors.length > 0 && (
        <div
          role="alert"
          style={{ color: '#c4161c', fontSize: 13, marginTop: 4 }}
          data-testid={`${field.testId}-error`}
        >
          {field.errors.join('；')}
        </div>
      )}
    </div>
  );
}
