import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@framewise/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from './LanguageMenu';
import { renderWithI18n } from './test-utils';

describe('LanguageMenu', () => {
  it('names the current language and lists English / 简体中文 / 日本語', async () => {
    renderWithI18n(<LanguageMenu onChoose={vi.fn()} />);
    const button = screen.getByRole('button', { name: '语言：简体中文' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', '简体中文', '日本語']);
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
  });

  it('calls onChoose with the picked language, closes and returns focus', async () => {
    const onChoose = vi.fn();
    renderWithI18n(<LanguageMenu onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: '语言：简体中文' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    expect(onChoose).toHaveBeenCalledWith('ja');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: '语言：简体中文' })).toHaveFocus();
  });

  it('does nothing when the current language is picked again', async () => {
    const onChoose = vi.fn();
    renderWithI18n(<LanguageMenu onChoose={onChoose} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('works from the keyboard: arrows open and move, Enter picks, Esc closes', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithI18n(<LanguageMenu onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: '语言：简体中文' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(); // wraps
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{End}');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('ja');
  });

  it('with chooseLanguage: caches the choice and reloads', async () => {
    const reload = vi.fn();
    renderWithI18n(<LanguageMenu onChoose={(lng) => chooseLanguage(lng, reload)} />);
    await userEvent.click(screen.getByRole('button', { name: '语言：简体中文' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
