import type { FormFieldView } from '@suite-ui/core/form';
import { useT, useTypesBrowser } from '@suite-ui/core/react';
import { Button, Checkbox, Input, Radio, Selector, Space, Switch, TextArea } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { Browser } from '../browser';
import { DatePicker } from '../dates';
import { FilterButtons } from '../filter-buttons';
import { Rate } from '../rate';
import { RichTextEditor } from '../rich-text';
import { SignaturePad } from '../signature';
import { Upload } from '../upload';
import './form.css';

/** Renders PLUGIN and CUSTOM items (the host's own parts). */
export type RenderCustomField = (field: FormFieldView) => ReactNode;

/** spec 3 TYPESBROWSER on mobile: a choice of type above the browser of that type. */
function TypesBrowserField({ field }: { field: FormFieldView }) {
  const state = useTypesBrowser(field.browserTypes, field.selectedItems, field.set);
  return (
    <div data-testid={`${field.testId}-types`}>
      <Selector
        aria-label={field.label}
        value={[state.type]}
        onChange={(value) => value[0] && state.setType(value[0])}
        options={field.browserTypes.map((option) => ({ value: option.type, label: option.label }))}
        className="suite-m-form__types-selector"
      />
      <Browser
        key={state.type}
        type={state.type}
        module={field.browserModule}
        multiple={field.multiple}
        params={field.browserParams}
        value={state.value}
        onChange={state.onChange}
        aria-label={field.label}
      />
    </div>
  );
}

/** The control of one field: one `switch (field.itemType)` over the same view model as desktop. */
function Control({ field, renderCustom }: { field: FormFieldView; renderCustom?: RenderCustomField }) {
  const common = { id: `field-${field.id}`, disabled: field.disabled, 'aria-label': field.label };
  switch (field.itemType) {
    case 'RICHTEXT':
      return <RichTextEditor value={field.textValue} onChange={field.set} readOnly={field.locked} />;
    case 'TEXTAREA':
      return (
        <TextArea
          {...common}
          rows={field.rows}
          value={field.textValue}
          placeholder={field.placeholder}
          onChange={field.set}
        />
      );
    case 'PASSWORD':
      return (
        <Input
          {...common}
          type="password"
          value={field.textValue}
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
          value={field.textValue}
          placeholder={field.placeholder}
          onChange={field.setNumberText}
        />
      );
    case 'SCOPE': {
      const scope = field.scope;
      return (
        <div className="suite-m-form__scope" id={common.id}>
          <Input
            type="number"
            aria-label={`${field.label} ${scope.minLabel}`}
            placeholder={scope.minLabel}
            value={scope.minText}
            onChange={(text) => scope.setText('min', text)}
          />
          <span>{scope.toLabel}</span>
          <Input
            type="number"
            aria-label={`${field.label} ${scope.maxLabel}`}
            placeholder={scope.maxLabel}
            value={scope.maxText}
            onChange={(text) => scope.setText('max', text)}
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
          value={field.textValue}
          onChange={(value) => field.set(String(value))}
          disabled={field.disabled}
        >
          <Space wrap>
            {field.choices.map((choice) => (
              <Radio key={choice.value} value={choice.value} disabled={choice.disabled}>
                {choice.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group
          value={field.chosenIds}
          onChange={(value) => field.setChosenIds(value.map(String))}
          disabled={field.disabled}
        >
          <Space wrap>
            {field.choices.map((choice) => (
              <Checkbox key={choice.value} value={choice.value} disabled={choice.disabled}>
                {choice.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 'SELECT':
      return (
        <Selector
          multiple={field.multiple}
          value={field.chosenIds}
          onChange={field.setChosenIds}
          options={field.choices}
          aria-label={field.label}
        />
      );
    case 'DATEPICKER':
    case 'DATETIMEPICKER':
      return (
        <DatePicker
          type={field.dateType}
          value={field.dateValue}
          onChange={(value) => field.set(value ?? undefined)}
          disabled={field.disabled}
          title={field.label}
        />
      );
    case 'FILTERBUTTONS':
      return (
        <FilterButtons
          key={field.textValue}
          testId={`${field.testId}-buttons`}
          options={field.choices}
          defaultValue={field.textValue || undefined}
          onChange={(value) => field.set(value)}
        />
      );
    case 'TYPESBROWSER':
      return <TypesBrowserField field={field} />;
    case 'BROWSER':
      return (
        <Browser
          type={field.browserType}
          module={field.browserModule}
          multiple={field.multiple}
          params={field.browserParams}
          value={field.selectedItems}
          onChange={(value) => field.set(value)}
          aria-label={field.label}
          data-testid={`${field.testId}-browser`}
        />
      );
    case 'UPLOAD':
      return (
        <Upload
          value={field.files}
          onChange={(files) => field.set(files)}
          mode={field.locked ? 'readOnly' : 'edit'}
        />
      );
    case 'RATE':
      return <Rate value={field.numberValue ?? 0} readOnly={field.locked} onChange={field.set} />;
    case 'SIGNATURE':
      return (
        <div>
          <SignaturePad height={100} onExport={field.setSignature} />
          <div className="suite-form-hint">{field.text}</div>
        </div>
      );
    case 'PLUGIN':
    case 'CUSTOM':
      return <div data-testid={`${field.testId}-custom`}>{renderCustom?.(field) ?? field.customText}</div>;
    default:
      return (
        <Input {...common} value={field.textValue} placeholder={field.placeholder} onChange={field.set} />
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
  return (
    <div
      className="suite-form-field suite-m-form__field"
      data-testid={field.testId}
      data-field-id={field.id}
      data-invalid={field.errors.length > 0 || undefined}
      style={{ '--suite-m-form-row-height': `${field.rowHeight}px` } as CSSProperties}
    >
      <label htmlFor={`field-${field.id}`} className="suite-m-form__label">
        {field.required && (
          <span className="suite-m-form__required" aria-label={t('form.required')}>
            *
          </span>
        )}
        {field.label}
      </label>
      {field.showsText ? (
        <div className="suite-m-form__text-row">
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
          className="suite-m-form__done"
        >
          {t('form.doneEditing')}
        </Button>
      )}
      {field.memberGroups.map((group) => (
        <div key={group.id} data-testid={`${field.testId}-members`} className="suite-m-form__members">
          <div>{group.label}</div>
          <ul aria-label={group.label}>
            {group.members.map((member) => (
              <li key={member.id}>{member.text}</li>
            ))}
          </ul>
        </div>
      ))}
      {field.errors.length > 0 && (
        <div role="alert" className="suite-m-form__error" data-testid={`${field.testId}-error`}>
          {field.errorText}
        </div>
      )}
    </div>
  );
}
