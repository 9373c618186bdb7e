import type { RateLimitRule } from './rate-limit';

/** The sign-in's limits and the session's life, from the config (ApiDeps.auth). */
export interface AuthSettings {
  tokenTtlDays: number;
  loginPerEmail: RateLimitRule;
  loginPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
}

export interface RequestInfo {
  ipAddress: string;
  device: string | null;
  now: Date;
}
