import type { HttpClient } from '@framewise/api-client';
import type { Region } from '@framewise/contracts';

/**
 * What the thunks get as their extra argument. Each app builds it at its composition root; a region adds its own
 * services by extending this interface (`interface CnServices extends AppServices { ... }`).
 */
export interface AppServices {
  http: HttpClient;
  /** A stable device id; `fingerprintVisitorId` in the browser. */
  fingerprint(): Promise<string>;
  region: Region;
  /** Client-side navigation (the router's navigate). */
  navigate(to: string): void;
}
