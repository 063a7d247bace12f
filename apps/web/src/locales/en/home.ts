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
    about:
      '{{name}} is the registration and custody platform of the regional equity market: enterprises register and deposit their shares, list and display here; investors and the public find the hosted, listed and displayed enterprises and their disclosures.',
    figures: 'Market figures',
    hosted: 'Hosted enterprises',
    listed: 'Listed enterprises',
    displayed: 'Displayed enterprises',
    investors: 'Investors',
    announcements: 'Latest announcements',
    noAnnouncements: 'No announcements',
    more: 'More',
    navHome: 'Home',
    navShowcase: 'Hosted enterprises',
    navDisclosure: 'Disclosures',
    members: 'Members',
  },
};
