import { useCallback, useEffect, useState } from 'react';
import { type Captcha, fetchCaptcha } from '../lib/auth/token-api';

/** The graphic captcha: loads one on mount; `refresh()` after a click or a failed attempt. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(() => refresh(), [refresh]);
  return { captcha, refresh };
}

/** Counts down from `seconds` once started (the 60 s SMS resend wait). */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}
