/** What the server offers (`/api/connections/services`): Trakt's public client id, the APIs. */
export interface ServicesConfig {
  trakt: { configured: false } | { configured: true; clientId: string; apiUrl: string };
  listenBrainz: { apiUrl: string | null };
}

let loaded: Promise<ServicesConfig> | null = null;

export function servicesConfig(): Promise<ServicesConfig> {
  loaded ??= fetch('/api/connections/services')
    .then((res) => {
      if (!res.ok) throw new Error(`services ${res.status}`);
      return res.json() as Promise<ServicesConfig>;
    })
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}

/** For tests. */
export const forgetServicesConfig = () => {
  loaded = null;
};
