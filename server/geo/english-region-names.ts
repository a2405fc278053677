/**
 * English names of the regions of the Gulf states and Jordan as their governments and the press write
 * them ("Riyadh", "Eastern Province"), keyed by country code and then by the region's short code in
 * country-region-data, whose names are transliterations ("Ar Riyad", "Ash Sharqiyah"). Written by
 * hand; regions not listed keep the source's name.
 */
export const englishRegionNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  SA: {
    '01': 'Riyadh',
    '02': 'Makkah',
    '03': 'Madinah',
    '04': 'Eastern Province',
    '05': 'Al-Qassim',
    '06': 'Hail',
    '07': 'Tabuk',
    '08': 'Northern Borders',
    '09': 'Jazan',
    '10': 'Najran',
    '11': 'Al-Baha',
    '12': 'Al-Jouf',
    '14': 'Asir',
  },
  KW: {
    AH: 'Al Ahmadi',
    FA: 'Al Farwaniyah',
    JA: 'Al Jahra',
    KU: 'Capital',
    HA: 'Hawalli',
    MU: 'Mubarak Al-Kabeer',
  },
  QA: {
    DA: 'Doha',
    KH: 'Al Khor and Al Thakhira',
    WA: 'Al Wakrah',
    RA: 'Al Rayyan',
    MS: 'Al Shamal',
    ZA: 'Al Daayen',
    US: 'Umm Salal',
  },
  BH: {
    '13': 'Capital',
    '14': 'Southern',
    '15': 'Muharraq',
    '16': 'Central',
    '17': 'Northern',
  },
  OM: {
    BJ: 'North Al Batinah',
    BS: 'South Al Batinah',
    SJ: 'North Ash Sharqiyah',
    SS: 'South Ash Sharqiyah',
    DA: 'Ad Dakhiliyah',
    BU: 'Al Buraimi',
    WU: 'Al Wusta',
    ZA: 'Adh Dhahirah',
    MA: 'Muscat',
    MU: 'Musandam',
    ZU: 'Dhofar',
  },
  JO: {
    AJ: 'Ajloun',
    AQ: 'Aqaba',
    BA: 'Balqa',
    KA: 'Karak',
    MA: 'Mafraq',
    AM: 'Amman',
    AT: 'Tafilah',
    AZ: 'Zarqa',
    IR: 'Irbid',
    JA: 'Jerash',
    MN: "Ma'an",
    MD: 'Madaba',
  },
};
