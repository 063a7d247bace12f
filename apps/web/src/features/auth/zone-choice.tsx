import { useId } from 'react';
import type { LandingMode } from '../../lib/session';
import './zone-choice.css';

interface Props {
  label: string;
  modes: readonly LandingMode[];
  value: LandingMode;
  onChange: (mode: LandingMode) => void;
  labelOf: (mode: LandingMode) => string;
  /** The theme's primary colour (the checked zone's fill). */
  color: string;
}

/**
 * The zone buttons of the login card (000 §2) as native radios: antd's Radio.Group imports the
 * form hooks and with them rc-form (≈ 20 kB gzip), which the login page does not otherwise need
 * before its first render (ADR 31).
 */
export function ZoneChoice({ label, modes, value, onChange, labelOf, color }: Props) {
  const name = useId();
  return (
    <div
      className="rer-login-zones"
      role="radiogroup"
      aria-label={label}
      style={{ ['--rer-zone-color' as string]: color }}
    >
      {modes.map((mode) => (
        <label key={mode} className="rer-zone" data-checked={mode === value ? 'true' : 'false'}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={mode === value}
            onChange={() => onChange(mode)}
          />
          <span>{labelOf(mode)}</span>
        </label>
      ))}
    </div>
  );
}
