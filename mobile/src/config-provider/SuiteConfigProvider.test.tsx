import { accessiblePalette } from '@suite-ui/core';
import { render } from '@testing-library/react';
import { SuiteConfigProvider } from './SuiteConfigProvider';

const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('mobile SuiteConfigProvider', () => {
  it('puts the accessible theme variables on :root while mounted, then restores them', () => {
    document.documentElement.style.setProperty('--adm-color-weak', '#999');
    const { unmount } = render(<SuiteConfigProvider>x</SuiteConfigProvider>);
    expect(rootVariable('--adm-color-primary')).toBe(accessiblePalette.primary);
    expect(rootVariable('--adm-color-weak')).toBe(accessiblePalette.textWeak);
    unmount();
    expect(rootVariable('--adm-color-primary')).toBe('');
    expect(rootVariable('--adm-color-weak')).toBe('#999');
  });

  it("takes the host's variables instead", () => {
    render(
      <SuiteConfigProvider themeVariables={{ '--adm-color-primary': '#aa0000' }}>x</SuiteConfigProvider>,
    );
    expect(rootVariable('--adm-color-primary')).toBe('#aa0000');
  });
});
