import { accessibleDarkPalette, accessiblePalette } from '@suite-ui/core';
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

  it('puts the dark variables on :root when dark, and the light ones back when light', () => {
    const { rerender } = render(<SuiteConfigProvider dark>x</SuiteConfigProvider>);
    expect(rootVariable('--adm-color-primary')).toBe(accessibleDarkPalette.primary);
    expect(rootVariable('--adm-color-weak')).toBe(accessibleDarkPalette.textWeak);
    rerender(<SuiteConfigProvider>x</SuiteConfigProvider>);
    expect(rootVariable('--adm-color-primary')).toBe(accessiblePalette.primary);
    expect(rootVariable('--adm-color-text-light-solid')).toBe('');
  });

  it("takes the host's variables instead", () => {
    render(
      <SuiteConfigProvider themeVariables={{ '--adm-color-primary': '#aa0000' }}>x</SuiteConfigProvider>,
    );
    expect(rootVariable('--adm-color-primary')).toBe('#aa0000');
  });
});
