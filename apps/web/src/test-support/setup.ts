import { configure } from '@testing-library/react';

// antd screens render slowly in jsdom on a shared two-core machine: `findBy…` and `waitFor` wait up
// to five seconds (they still return as soon as the expectation holds) rather than the default one.
configure({ asyncUtilTimeout: 5_000 });
