import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { FormSectionView, FormView } from '@suite-ui/core/form';
import { Button, Col, Row, Space, Tag, Typography } from 'antd';
import { FormField, type RenderCustomField } from './FormField';
import './form.css';

function SectionBody({
  section,
  view,
  renderCustom,
}: {
  section: FormSectionView;
  view: FormView;
  renderCustom?: RenderCustomField;
}) {
  if (section.kind === 'tags') {
    return (
      <Space wrap data-testid="form-tags" aria-label={view.tagsLabel}>
        {view.tags.map((tag) => (
          <Tag
            key={tag.id}
            color={tag.color}
            closable
            closeIcon={<span aria-label={tag.hideLabel}>×</span>}
            onClose={(e) => {
              e.preventDefault();
              tag.hide();
            }}
            data-testid={`form-tag-${tag.id}`}
          >
            {tag.name}
          </Tag>
        ))}
        {view.hiddenTagCount > 0 && (
          <Button size="small" type="link" onClick={view.showTags} data-testid="form-tags-show">
            {view.showTagsLabel}
          </Button>
        )}
      </Space>
    );
  }
  if (section.kind === 'groupList') {
    return (
      <ul className="suite-form-group-list" data-testid="form-group-list">
        {view.groupList.map((entry) => (
          <li key={entry.id}>
            {entry.name} <Typography.Text type="secondary">({entry.layoutIds.length})</Typography.Text>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Row gutter={16}>
      {section.fields.map((field) => (
        <Col key={field.id} span={field.colSpan}>
          <FormField field={field} renderCustom={renderCustom} />
        </Col>
      ))}
    </Row>
  );
}

/** The sections of a form or card (spec 2.3): normal, always shown, collapsible, follow, tags, group list. */
export function FormSections({ view, renderCustom }: { view: FormView; renderCustom?: RenderCustomField }) {
  return (
    <>
      {view.sections.map((section) => {
        const bodyId = `form-section-${section.id}-body`;
        return (
          <section
            key={section.id}
            className={`suite-form-section suite-form-section-${section.kind}`}
            data-testid={`form-section-${section.id}`}
            data-open={section.open}
            aria-labelledby={section.header ? `form-section-${section.id}-title` : undefined}
          >
            {section.header && (
              <div className="suite-form-section-header">
                {section.toggles ? (
                  <Button
                    type="text"
                    id={`form-section-${section.id}-title`}
                    aria-expanded={section.open}
                    aria-controls={bodyId}
                    aria-label={section.toggleLabel}
                    icon={section.open ? <DownOutlined /> : <RightOutlined />}
                    onClick={section.toggle}
                    data-testid={`form-section-${section.id}-toggle`}
                  >
                    <strong>{section.title}</strong>
                  </Button>
                ) : (
                  <Typography.Title
                    level={5}
                    id={`form-section-${section.id}-title`}
                    className="suite-form__section-title"
                  >
                    {section.title}
                  </Typography.Title>
                )}
              </div>
            )}
            {section.open && (
              <div id={bodyId} className="suite-form-section-body">
                <SectionBody section={section} view={view} renderCustom={renderCustom} />
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
