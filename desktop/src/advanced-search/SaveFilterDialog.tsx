import type { CommonFilterSaveView } from '@suite-ui/core';
import { Alert, Checkbox, Form, Input, Modal, Radio, Select, type ButtonProps } from 'antd';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';

/** The save-common-filter dialog (spec 2.3, 4; 500 wide): add or replace, public for admins only. */
export function SaveFilterDialog({ save }: { save: CommonFilterSaveView }) {
  const { choice, pick, name, isPublic, isDefault, range, description, duplicate } = save;
  return (
    <>
      <Modal
        open={save.open}
        title={save.title}
        width={save.width}
        onCancel={save.close}
        onOk={save.save}
        okText={save.okLabel}
        cancelText={save.cancelLabel}
        confirmLoading={save.saving}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'save-filter-ok' } as ButtonProps}
        wrapProps={{ 'data-testid': 'save-filter-dialog' }}
      >
        <Form layout="vertical" component="div">
          <Form.Item label={choice.label}>
            <Radio.Group
              value={choice.value}
              onChange={(event) => choice.set(event.target.value)}
              options={choice.options}
              data-testid="save-filter-choice"
            />
          </Form.Item>
          {pick.visible && (
            <Form.Item label={pick.label}>
              <Select
                allowClear
                aria-label={pick.label}
                value={pick.value ?? undefined}
                options={pick.options}
                onChange={(id?: string) => (id ? pick.select(id) : pick.deselect())}
                data-testid="save-filter-pick"
              />
            </Form.Item>
          )}
          <Form.Item
            label={name.label}
            required
            validateStatus={name.error ? 'error' : undefined}
            help={name.error}
            htmlFor="save-filter-name"
          >
            <Input
              id="save-filter-name"
              value={name.value}
              maxLength={name.maxLength}
              onChange={(event) => name.set(event.target.value)}
              data-testid="save-filter-name"
            />
          </Form.Item>
          {isPublic.visible && (
            <Form.Item>
              <Checkbox
                checked={isPublic.checked}
                onChange={(event) => isPublic.set(event.target.checked)}
                data-testid="save-filter-public"
              >
                {isPublic.label}
              </Checkbox>
            </Form.Item>
          )}
          {range.visible && (
            <Form.Item
              label={range.label}
              required
              validateStatus={range.error ? 'error' : undefined}
              help={range.error}
            >
              <Checkbox.Group
                value={range.value}
                onChange={(values) => range.set(values)}
                options={range.options}
                data-testid="save-filter-range"
              />
            </Form.Item>
          )}
          {isDefault.visible && (
            <Form.Item>
              <Checkbox
                checked={isDefault.checked}
                onChange={(event) => isDefault.set(event.target.checked)}
                data-testid="save-filter-default"
              >
                {isDefault.label}
              </Checkbox>
            </Form.Item>
          )}
          {description.visible && (
            <Form.Item
              label={description.label}
              required
              validateStatus={description.error ? 'error' : undefined}
              help={description.error}
              htmlFor="save-filter-description"
            >
              <Input.TextArea
                id="save-filter-description"
                value={description.value}
                onChange={(event) => description.set(event.target.value)}
              />
            </Form.Item>
          )}
          {save.conditionsError && (
            <Alert
              type="error"
              showIcon
              title={save.conditionsError}
              data-testid="save-filter-conditions-error"
            />
          )}
          {save.failedText && <Alert type="error" showIcon title={save.failedText} />}
        </Form>
      </Modal>
      <Modal
        open={duplicate.open}
        title={duplicate.title}
        width={save.width}
        onOk={duplicate.replace}
        onCancel={duplicate.cancel}
        okText={duplicate.replaceLabel}
        cancelText={duplicate.renameLabel}
        wrapProps={{ 'data-testid': 'save-filter-duplicate' }}
      >
        {duplicate.text}
      </Modal>
      <SaveProblemDialog problem={save.problem} testId="save-filter" />
    </>
  );
}
