import type { FormView } from '@suite-ui/core/form';
import { Button, Space, Tag } from 'antd-mobile';
import { FormField, type RenderCustomField } from './FormField';
import './form.css';

/** The sections of a form or card (spec 2.3), as on desktop: headers toggle the collapsible ones. */
export function FormSections({ view, renderCustom }: { view: FormView; renderCustom?: RenderCustomField }) {
  return (
    <>
      {view.sections.map((section) => (
        <section
          key={section.id}
          className={`suite-form-section suite-form-section-${section.kind} suite-m-form__section`}
          data-testid={`form-section-${section.id}`}
          data-open={section.open}
        >
          {section.header &&
            (section.toggles ? (
              <button
                type="button"
                aria-expanded={section.open}
                aria-label={section.toggleLabel}
                onClick={section.toggle}
                data-testid={`form-section-${section.id}-toggle`}
                className="suite-m-form__section-toggle"
              >
                {section.open ? '▾' : '▸'} {section.title}
              </button>
            ) : (
              <h3 className="suite-m-form__section-title">{section.title}</h3>
            ))}
          {section.open &&
            (section.kind === 'tags' ? (
              <Space wrap className="suite-m-form__tags" data-testid="form-tags">
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
                      className="suite-m-form__tag-hide"
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
              <ul className="suite-m-form__group-list" data-testid="form-group-list">
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
