/** The public site's home-page messages (merged into en.ts). */
export const publicSiteEn = {
  publicSite: {
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
    members: 'Members',
  },
};
