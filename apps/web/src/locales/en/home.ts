/** home: the public home page (merged into en.ts). */
export const homeEn = {
  home: {
    welcome: 'Welcome to the regional equity market registration and custody platform',
    intro:
      'Enterprises, investors and member institutions sign in to their zones to file registration, custody, share changes and transfers, pledges and freezes. Every change to the register carries blockchain evidence that anyone can verify.',
    entries: 'Ways in',
    signIn: 'Sign in',
    register: 'Register',
    verify: 'Verify evidence',
    statusPanel: 'Platform status',
    tenant: 'Institution',
    shareHolderType: 'Shareholder types',
    region: 'Region',
    regionPlaceholder: 'Province / city / county',
    noData: 'No data',
    navHome: 'Home',
    navShowcase: 'Hosted enterprises',
    navDisclosure: 'Disclosures',
  },
};
