import { useTranslation } from '@framewise/i18n';
import type { ComponentType } from 'react';

/** The filing numbers a website in mainland China shows in its footer, as issued (e.g. 京ICP备12345678号-1). */
export interface LegalFilingNumbers {
  /** The ICP licence or ICP filing number (工信部 ICP 备案), looked up at beian.miit.gov.cn. */
  icp?: string | undefined;
  /** The public security filing number (公安备案, e.g. 京公网安备11010502030143号), looked up at beian.mps.gov.cn. */
  publicSecurity?: string | undefined;
}

const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/** The public security record's own page: the lookup takes the number's digits as its code. */
export function publicSecurityLookupUrl(number: string): string {
  const code = number.match(/\d{6,}/)?.[0];
  return code
    ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`
    : 'https://beian.mps.gov.cn/#/query/webSearch';
}

/** The footer's filing numbers, each linking to the register that issued it; nothing for a number not set. */
function LegalFilings({ icp, publicSecurity }: LegalFilingNumbers) {
  const { t } = useTranslation('app');
  const icpNumber = icp?.trim();
  const securityNumber = publicSecurity?.trim();
  if (!icpNumber && !securityNumber) return null;
  return (
    <ul className="fw-shell__filings" aria-label={t('footer.filings')}>
      {icpNumber && (
        <li>
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {icpNumber}
          </a>
        </li>
      )}
      {securityNumber && (
        <li>
          <a href={publicSecurityLookupUrl(securityNumber)} target="_blank" rel="noopener noreferrer">
            {securityNumber}
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The FooterNotice slot for a build that must show filing numbers (domestic), from its configuration; undefined
 * when none is set, so the footer stays as it is.
 */
export function legalFilingsSlot(numbers: LegalFilingNumbers): ComponentType | undefined {
  if (!numbers.icp?.trim() && !numbers.publicSecurity?.trim()) return undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
  return function FooterFilings() {
    return <LegalFilings {...numbers} />;
  };
}
