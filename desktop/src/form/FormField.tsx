import { EditOutlined } from '@ant-design/icons';
import type { FormFieldView } from '@suite-ui/core/form';
import { useT } from '@suite-ui/core/react';
import {
  Button,
  Checkbox,
  Col,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Browser, TypesBrowser } from '../browser';
import { DatePicker } from '../dates';
import { FilterButtons } from '../filter-buttons';
import { Rate } from '../rate';
import { RichTextEditor } from '../rich-text';
import { SignaturePad } from '../signature';
import { Upload } from '../upload';
import './form.css';

/** Renders PLUGIN and CUSTOM items (the host's own parts). */
export type RenderCustomField = (field: FormFieldView) => ReactNode;

/** The control of one field: one `switch (field.itemType)` over the view model. */
function Control({ field, renderCustom }: { field: FormFieldView; renderCustom?: RenderCustomField }) {
  const common = { id: `field-${field.id}`, disabled: field.disabled, 'aria-label': field.label };
  const invalid = field.errors.length > 0 ? ('error' as const) : undefined;
  switch (field.itemType) {
    case 'RICHTEXT':
      return <RichTextEditor value={field.textValue} onChange={field.set} readOnly={field.locked} />;
    case 'TEXTAREA':
      return (
        <Input.TextArea
          {...common}
          status={invalid}
          rows={field.rows}
          value={field.textValue}
          placeholder={field.placeholder}
          onChange={(e) => field.set(e.target.value)}
        />
      );
    case 'PASSWORD':
      return (
        <Input.Password
          {...common}
          status={invalid}
          value={field.textValue}
          placeholder={field.placeholder}
          onChange={(e) => field.set(e.target.value)}
        />
      );
    case 'INPUTNUMBER':
      return (
        <InputNumber
          {...common}
          status={invalid}
          className="suite-form__number"
          min={field.min}
          max={field.max}
          step={field.step}
          value={field.numberValue}
          placeholder={field.placeholder}
          onChange={(value) => field.set(value ?? undefined)}
        />
      );
    case 'SCOPE': {
      const scope = field.scope;
      return (
        <Space.Compact className="suite-form__compact" id={common.id}>
          <InputNumber
            aria-label={`${field.label} ${scope.minLabel}`}
            placeholder={scope.minLabel}
            status={invalid}
            disabled={field.disabled}
            className="suite-form__scope-bound"
            value={scope.min}
            onChange={(min) => scope.set('min', min)}
          />
          <InputNumber
            aria-label={`${field.label} ${scope.maxLabel}`}
            placeholder={scope.maxLabel}
            status={invalid}
            disabled={field.disabled}
            className="suite-form__scope-bound"
            value={scope.max}
            onChange={(max) => scope.set('max', max)}
          />
        </Space.Compact>
      );
    }
    case 'SWITCH':
      return <Switch {...common} checked={field.value === true} onChange={(checked) => field.set(checked)} />;
    case 'RADIO':
      return (
        <Radio.Group
          {...common}
          value={field.textValue}
          onChange={(e) => field.set(e.target.value)}
          options={field.choices}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group
          {...common}
          value={field.chosenIds}
          onChange={field.setChosenIds}
          options={field.choices}
        />
      );
    case 'SELECT':
      return (
        <Select
          {...common}
          status={invalid}
          className="suite-form__select"
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          value={field.multiple ? field.chosenIds : field.chosenIds[0]}
          placeholder={field.placeholder}
          onChange={(value?: string | string[]) =>
            field.setChosenIds(value === undefined ? [] : [value].flat())
          }
          options={field.choices}
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
          aria-label={field.label}
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
    case 'TYPESBROWSER':
      return (
        <TypesBrowser
          types={field.browserTypes}
          module={field.browserModule}
          multiple={field.multiple}
          params={field.browserParams}
          value={field.selectedItems}
          onChange={(value) => field.set(value)}
          aria-label={field.label}
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
          <Typography.Text type="secondary">{field.text}</Typography.Text>
        </div>
      );
    case 'PLUGIN':
    case 'CUSTOM':
      return (
        <div data-testid={`${field.testId}-custom`}>
          {renderCustom?.(field) ?? <Typography.Text type="secondary">{field.customText}</Typography.Text>}
        </div>
      );
    default:
      return (
        <Input
          {...common}
          status={invalid}
          value={field.textValue}
          placeholder={field.placeholder}
          onChange={(e) => field.set(e.target.value)}
        />
      );
  }
}

/** The read-only value (the item's flag, or hover-edit until picked). */
function ReadOnlyValue({ field }: { field: FormFieldView }) {
  if (!field.showsText) return <Control field={field} />;
  return (
    <Typography.Text className="suite-form-text" data-testid={`${field.testId}-text`}>
      {field.text}
    </Typography.Text>
  );
}

/** One row: label (its span of 24), the control or its read-only text, errors under it (spec 8). */
export function FormField({
  field,
  renderCustom,
}: {
  field: FormFieldView;
  renderCustom?: RenderCustomField;
}) {
  const t = useT();
  const errorId = `field-${field.id}-error`;
  return (
    // the box is the query container: on a narrow one the label goes above its control (form.css)
    <div className="suite-form-field-box">
      <Row
        className="suite-form-field suite-form__row"
        data-testid={field.testId}
        data-field-id={field.id}
        data-hover-editable={field.hoverEditable || undefined}
        data-invalid={field.errors.length > 0 || undefined}
        gutter={8}
        style={{ '--suite-form-row-height': `${field.rowHeight}px` } as CSSProperties}
      >
        <Col span={field.labelSpan} className="suite-form-label">
          <label htmlFor={`field-${field.id}`}>
            {field.required && (
              <span className="suite-form-required" aria-label={t('form.required')}>
                *
              </span>
            )}
            {field.label}
          </label>
        </Col>
        <Col
          span={24 - field.labelSpan}
          className="suite-form-control"
          aria-describedby={field.errors.length > 0 ? errorId : undefined}
        >
          {field.readOnly ? (
            <Space>
              <ReadOnlyValue field={field} />
              {field.hoverEditable && (
                <Button
                  size="small"
                  type="text"
                  className="suite-form-edit"
                  icon={<EditOutlined />}
                  aria-label={field.editLabel}
                  data-testid={`${field.testId}-edit`}
                  onClick={field.startEdit}
                />
              )}
            </Space>
          ) : field.editing ? (
            <Space.Compact className="suite-form__compact">
              <div className="suite-form__editing-control">
                <Control field={field} renderCustom={renderCustom} />
              </div>
              <Button onClick={field.endEdit} data-testid={`${field.testId}-done`}>
                {t('form.doneEditing')}
              </Button>
            </Space.Compact>
          ) : (
            <Control field={field} renderCustom={renderCustom} />
          )}
          {field.memberGroups.map((group) => (
            <div key={group.id} className="suite-form-members" data-testid={`${field.testId}-members`}>
              <Typography.Text type="secondary">{group.label}</Typography.Text>
              <ul aria-label={group.label}>
                {group.members.map((member) => (
                  <li key={member.id}>{member.text}</li>
                ))}
              </ul>
            </div>
          ))}
          {field.errors.length > 0 && (
            <div id={errorId} role="alert" className="suite-form-error" data-testid={`${field.testId}-error`}>
              {field.errorText}
            </div>
          )}
        </Col>
      </Row>
    </div>
  );
}
