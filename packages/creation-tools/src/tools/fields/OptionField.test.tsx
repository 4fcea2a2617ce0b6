import { readFileSync } from 'node:fs';
import { createI18n, I18nProvider } from '@framewise/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { option } from '../test-utils/fixtures';
import { MultiOptionField, OptionField } from './OptionField';

const ratios = [option('1', '1:1'), option('4', '16:9'), option('3', '9:16')];

// An unrelated rule for the same class name, loaded after the tools' styles (as the upload package's crop presets
// once were): it must not flatten the selected chip.
const LATER_RULE = '.fw-chip { border: 1px solid gray; background-color: black; font-weight: 400; }';

// The real stylesheet. jsdom leaves custom properties unresolved (and drops a border colour made of one), so the
// background and weight compare as declared; the e2e selection spec compares the border in a real browser.
const toolsCss = readFileSync(`${import.meta.dirname}/../tools.css`, 'utf8');

let sheet: HTMLStyleElement;
beforeEach(() => {
  sheet = document.createElement('style');
  sheet.textContent = `${toolsCss}\n${LATER_RULE}`;
  document.head.append(sheet);
});
afterEach(() => sheet.remove());

const look = (element: Element) => {
  const style = getComputedStyle(element);
  return { border: style.borderColor, background: style.backgroundColor, weight: style.fontWeight };
};
const chipOf = (name: string) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

function Ratio() {
  const [value, setValue] = useState('4');
  return (
    <OptionField name="ratio" label="Ratio" options={ratios} value={value} onPick={(o) => setValue(String(o?.value))} />
  );
}

function Styles() {
  const [values, setValues] = useState<string[]>(['anime']);
  return (
    <MultiOptionField
      name="style_list"
      label="Style"
      options={[option('anime', 'Anime'), option('sketch', 'Sketch')]}
      values={values}
      onToggle={(o, on) => setValues((v) => (on ? [...v, String(o.value)] : v.filter((x) => x !== o.value)))}
    />
  );
}

function wrap(ui: React.ReactElement) {
  return render(<I18nProvider i18n={createI18n({ language: 'en' })}>{ui}</I18nProvider>);
}

describe('option chips', () => {
  it('shows the checked chip differently from its siblings, whatever a later .fw-chip rule says', async () => {
    wrap(<Ratio />);
    expect(screen.getByRole('radio', { name: '16:9' })).toBeChecked();
    expect(look(chipOf('16:9'))).not.toEqual(look(chipOf('1:1')));
    expect(look(chipOf('1:1'))).toEqual(look(chipOf('9:16')));

    await userEvent.click(screen.getByRole('radio', { name: '9:16' }));
    expect(screen.getByRole('radio', { name: '9:16' })).toBeChecked();
    expect(look(chipOf('9:16'))).not.toEqual(look(chipOf('16:9')));
    expect(look(chipOf('16:9'))).toEqual(look(chipOf('1:1')));
  });

  it('marks each chosen style of a multi-choice, and only those', async () => {
    wrap(<Styles />);
    const chip = (name: string) => screen.getByRole('checkbox', { name }).closest('label') as HTMLElement;
    expect(look(chip('Anime'))).not.toEqual(look(chip('Sketch')));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sketch' }));
    expect(screen.getByRole('checkbox', { name: 'Sketch' })).toBeChecked();
    expect(look(chip('Sketch'))).toEqual(look(chip('Anime')));
  });
});
