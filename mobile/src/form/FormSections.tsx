import type { FormView } from '@suite-ui/core/form';
import { Button, Space, Tag } from 'antd-mobile';
import { FormField, type RenderCustomField } from './FormField';

/** The sections of a form or card (spec 2.3), as on desktop: headers toggle the collapsible ones. */
export function FormSections({ view, renderCustom }: { view: FormView; renderCustom?: RenderCustomField }) {
  return (
    <>
      {view.sections.map((section) => (
        <section
          key={section.id}
          className={`suite-form-section suite-form-section-${section.kind}`}
          data-testid={`form-section-${section.id}`}
          data-open={section.open}
          style={{ background: 'var(--adm-color-background)', marginBottom: 8 }}
        >
          {section.header &&
            (section.toggles ? (
              <button
                type="button"
                aria-expanded={section.open}
                aria-label={section.toggleLabel}
                onClick={section.toggle}
                data-testid={`form-section-${section.id}-toggle`}
                style={{
                  width: '100%',
                  minHeight: 40,
                  textAlign: 'start',
                  border: 0,
                  background: 'var(--adm-color-box)',
                  padding: '0 12px',
                  fontWeight: 600,
                  fontSize: 15,
                  color: 'var(--adm-color-text)',
                }}
              >
                {section.open ? '▾' : '▸'} {section.title}
              </button>
            ) : (
              <h3
                style={{
                  margin: 0,
                  minHeight: 40,
                  lineHeight: '40px',
                  padding: '0 12px',
                  fontSize: 15,
                  background: 'var(--adm-color-box)',
                }}
              >
                {section.title}
              </h3>
            ))}
          {section.open &&
            (section.kind === 'tags' ? (
              <Space wrap style={{ padding: 12 }} data-testid="form-tags">
                {view.tags.map((tag) => (
                  <Tag
                    key={tag.id}
                    color={tag.color === 'red' ? 'danger' : 'primary'}
                    fill="outline"
                    data-testid={`form-tag-${tag.id}`}
                  >
                    {tag.name}{' '}
                    <button
                      type="button"
                      aria-label={tag.hideLabel}
                      onClick={tag.hide}
                      style={{ border: 0, background: 'none', padding: 0, color: 'inherit' }}
                    >
                      ×
                    </button>
                  </Tag>
                ))}
                {view.hiddenTagCount > 0 && (
                  <Button size="mini" onClick={view.showTags} data-testid="form-tags-show">
                    {view.showTagsLabel}
                  </Button>
                )}
              </Space>
            ) : section.kind === 'groupList' ? (
              <ul style={{ margin: 0, padding: '8px 12px 8px 28px' }} data-testid="form-group-list">
                {view.groupList.map((entry) => (
                  <li key={entry.id}>
                    {entry.name} ({entry.layoutIds.length})
                  </li>
                ))}
              </ul>
            ) : (
              section.fields.map((field) => (
                <FormField key={field.id} field={field} renderCustom={renderCustom} />
              ))
            ))}
        </section>
      ))}
    </>
  );
}
