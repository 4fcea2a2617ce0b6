import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyConsent } from './PrivacyConsent';
import { renderAuth } from './test-utils/render';

describe('PrivacyConsent', () => {
  it.each([
    ['zh', '《隐私协议》'],
    ['en', 'Privacy Policy'],
    ['ja', 'プライバシー規約'],
  ] as const)('in %s the policy link carries its own text', (language, name) => {
    renderAuth(<PrivacyConsent checked={false} onChange={() => {}} privacyHref="/privacy" />, { language });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/privacy');
  });
});
