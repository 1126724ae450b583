// Zambia's 10 provinces and 116 districts (after the 2018 changes: Chama back in Eastern, Shibuyunji in Lusaka).
// Province ids 1-10 in alphabetical order; district id = provinceId * 100 + position in the alphabetical list.
export const ZAMBIA: ReadonlyArray<{ name: string; districts: readonly string[] }> = [
  {
    name: 'Central',
    districts: ['Chibombo', 'Chisamba', 'Chitambo', 'Itezhi-Tezhi', 'Kabwe', 'Kapiri Mposhi', 'Luano', 'Mkushi', 'Mumbwa', 'Ngabwe', 'Serenje'],
  },
  {
    name: 'Copperbelt',
    districts: ['Chililabombwe', 'Chingola', 'Kalulushi', 'Kitwe', 'Luanshya', 'Lufwanyama', 'Masaiti', 'Mpongwe', 'Mufulira', 'Ndola'],
  },
  {
    name: 'Eastern',
    districts: [
      'Chadiza', 'Chama', 'Chasefu', 'Chipangali', 'Chipata', 'Kasenengwa', 'Katete', 'Lumezi', 'Lundazi', 'Lusangazi',
      'Mambwe', 'Nyimba', 'Petauke', 'Sinda', 'Vubwi',
    ],
  },
  {
    name: 'Luapula',
    districts: ['Chembe', 'Chiengi', 'Chifunabuli', 'Chipili', 'Kawambwa', 'Lunga', 'Mansa', 'Milenge', 'Mwansabombwe', 'Mwense', 'Nchelenge', 'Samfya'],
  },
  {
    name: 'Lusaka',
    districts: ['Chilanga', 'Chirundu', 'Chongwe', 'Kafue', 'Luangwa', 'Lusaka', 'Rufunsa', 'Shibuyunji'],
  },
  {
    name: 'Muchinga',
    districts: ['Chinsali', 'Isoka', 'Kanchibiya', 'Lavushimanda', 'Mafinga', 'Mpika', 'Nakonde', "Shiwang'andu"],
  },
  {
    name: 'Northern',
    districts: ['Chilubi', 'Kaputa', 'Kasama', 'Lunte', 'Lupososhi', 'Luwingu', 'Mbala', 'Mporokoso', 'Mpulungu', 'Mungwi', 'Nsama', 'Senga Hill'],
  },
  {
    name: 'North-Western',
    districts: ['Chavuma', 'Ikelenge', 'Kabompo', 'Kalumbila', 'Kasempa', 'Manyinga', 'Mufumbwe', 'Mushindamo', 'Mwinilunga', 'Solwezi', 'Zambezi'],
  },
  {
    name: 'Southern',
    districts: [
      'Chikankata', 'Choma', 'Gwembe', 'Kalomo', 'Kazungula', 'Livingstone', 'Mazabuka', 'Monze', 'Namwala', 'Pemba',
      'Siavonga', 'Sinazongwe', 'Zimba',
    ],
  },
  {
    name: 'Western',
    districts: [
      'Kalabo', 'Kaoma', 'Limulunga', 'Luampa', 'Lukulu', 'Mitete', 'Mongu', 'Mulobezi', 'Mwandi', 'Nalolo', 'Nkeyema',
      'Senanga', 'Sesheke', "Shang'ombo", 'Sikongo', 'Sioma',
    ],
  },
];
