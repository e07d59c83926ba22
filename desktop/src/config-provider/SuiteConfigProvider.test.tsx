import { accessiblePalette } from '@suite-ui/core';
import { render } from '@testing-library/react';
import { Button, Select } from 'antd';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from './SuiteConfigProvider';

const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('desktop SuiteConfigProvider', () => {
  it('themes antd with the accessible primary colour', () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Button type="primary">go</Button>
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(injectedCss().toLowerCase()).toContain(accessiblePalette.primary);
  });

  it('gives placeholders the secondary text colour, readable at AA', () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Select placeholder="pick" />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(injectedCss()).toMatch(/--ant-color-text-placeholder:\s*rgba\(0,\s*0,\s*0,\s*0\.62\)/);
  });

  it('themes antd dark with the dark palette when dark', () => {
    render(
      <StrictMode>
        <SuiteConfigProvider dark>
          <Button type="primary">go</Button>
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const css = injectedCss().toLowerCase();
    expect(css).toMatch(/--ant-color-text-description:\s*rgba\(255,\s*255,\s*255,\s*0\.65\)/);
    expect(css).toMatch(/--ant-color-bg-container:\s*#141414/);
  });

  it("lets the host's tokens win", () => {
    render(
      <StrictMode>
        <SuiteConfigProvider theme={{ token: { colorPrimary: '#aa0000' } }}>
          <Button type="primary">go</Button>
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(injectedCss().toLowerCase()).toContain('#aa0000');
  });
});
