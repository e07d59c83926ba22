import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Title } from './Title';

// the section's own content, as a host would pass it
const SECTION_CONTENT = '内容';

const mount = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );

describe('mobile Title', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('renders a heading with its level, count badge and action', () => {
    const onAction = jest.fn();
    mount(<Title title="审批记录" level={1} count={120} actionLabel="更多" onAction={onAction} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('审批记录99+99+ 项');
    expect(screen.getByTestId('title-count')).toHaveTextContent('99+');
    expect(heading).toHaveTextContent('99+ 项');
    fireEvent.click(screen.getByRole('button', { name: '更多：审批记录' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('opens and closes the section under a collapsible title', () => {
    const onOpenChange = jest.fn();
    mount(
      <Title title="附件" collapsible onOpenChange={onOpenChange}>
        <p>{SECTION_CONTENT}</p>
      </Title>,
    );
    const toggle = screen.getByRole('button', { name: '附件' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SECTION_CONTENT)).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('title-content')).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the language switch', () => {
    mount(<Title title="T" count={3} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
    act(() => setLocale('en_US'));
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('T33 items');
  });
});
