/**
 * Real TV and anime series, written as data: name | first year | status | network | runtime |
 * rating | genre ids | seasons as "startYear:episodeCount" | origin country:language | overview.
 * Ids are fixed here so links and stored libraries stay valid across releases.
 */
const TV_ROWS = `
7001|Breaking Bad|2008|Ended|AMC|47|9.5|18,80|2008:7,2009:13,2010:13,2011:13,2012:16|US:en|A chemistry teacher diagnosed with cancer turns to making methamphetamine to secure his family's future.
7002|Game of Thrones|2011|Ended|HBO|57|9.2|10765,18,10759|2011:10,2012:10,2013:10,2014:10,2015:10,2016:10,2017:7,2019:6|US:en|Noble houses fight for the Iron Throne of the Seven Kingdoms while an ancient threat gathers beyond the Wall.
7003|The Wire|2002|Ended|HBO|59|9.3|80,18|2002:13,2003:12,2004:12,2006:13,2008:10|US:en|Baltimore's drug trade, docks, city hall, schools and newspaper, seen from both sides of the law.
7004|The Sopranos|1999|Ended|HBO|55|9.2|18,80|1999:13,2000:13,2001:13,2002:13,2004:13,2006:21|US:en|New Jersey mob boss Tony Soprano balances family life, therapy and running a criminal organisation.
7005|Friends|1994|Ended|NBC|22|8.9|35|1994:24,1995:24,1996:25,1997:24,1998:24,1999:25,2000:24,2001:24,2002:24,2003:18|US:en|Six friends navigate work, love and life in Manhattan.
7006|The Office|2005|Ended|NBC|22|9.0|35|2005:6,2005:22,2006:25,2007:19,2008:28,2009:26,2010:26,2011:24,2012:25|US:en|A mockumentary about the everyday lives of employees at the Scranton branch of a paper company.
7007|Stranger Things|2016|Ended|Netflix|51|8.7|10765,9648,18|2016:8,2017:9,2019:8,2022:9,2025:8|US:en|When a boy vanishes in a small Indiana town, his friends uncover secret experiments and a girl with strange powers.
7008|Sherlock|2010|Ended|BBC One|88|9.1|80,18,9648|2010:3,2012:3,2014:3,2017:3|GB:en|A modern-day Sherlock Holmes solves crimes in London with his flatmate, Dr John Watson.
7009|Chernobyl|2019|Ended|HBO|65|9.3|18,10768|2019:5|US:en|The 1986 nuclear disaster and the people who sacrificed to contain it.
7010|True Detective|2014|Returning Series|HBO|58|8.9|80,18,9648|2014:8,2015:8,2019:8,2024:6|US:en|An anthology of police investigations that expose the secrets of the people involved.
7011|Better Call Saul|2015|Ended|AMC|46|9.0|80,18|2015:10,2016:10,2017:10,2018:10,2020:10,2022:13|US:en|Small-time lawyer Jimmy McGill's transformation into the criminal lawyer Saul Goodman.
7012|The Crown|2016|Ended|Netflix|58|8.6|18|2016:10,2017:10,2019:10,2020:10,2022:10,2023:10|GB:en|The reign of Queen Elizabeth II, from her wedding to the early twenty-first century.
7013|Fargo|2014|Returning Series|FX|53|8.9|80,18|2014:10,2015:10,2017:10,2020:11,2023:10|US:en|An anthology of crime stories set in and around the frozen American Midwest.
7014|Dark|2017|Ended|Netflix|60|8.7|10765,9648,80|2017:10,2019:8,2020:8|DE:de|A missing child sets four families in a German town on a hunt through time.
7015|Squid Game|2021|Ended|Netflix|55|8.0|10759,9648,18|2021:9,2024:7,2025:6|KR:ko|Hundreds of people in debt accept an invitation to compete in deadly children's games for a huge prize.
7016|The Mandalorian|2019|Returning Series|Disney+|40|8.6|10765,10759,37|2019:8,2020:8,2023:8|US:en|A lone bounty hunter travels the outer reaches of the galaxy after the fall of the Empire.
7017|The Last of Us|2023|Returning Series|HBO|55|8.7|18|2023:9,2025:7|US:en|Twenty years after a fungal pandemic, a smuggler escorts a teenage girl across a ruined America.
7018|Succession|2018|Ended|HBO|62|8.8|18,35|2018:10,2019:10,2021:9,2023:10|US:en|The Roy family fights for control of the global media empire built by its ageing patriarch.
7019|The Boys|2019|Returning Series|Prime Video|60|8.7|10765,10759|2019:8,2020:8,2022:8,2024:8|US:en|A group of vigilantes sets out to take down corrupt superheroes who abuse their powers.
7020|Mad Men|2007|Ended|AMC|47|8.7|18|2007:13,2008:13,2009:13,2010:13,2012:13,2013:13,2014:14|US:en|Advertising executive Don Draper's life and career on Madison Avenue in the 1960s.
7021|Lost|2004|Ended|ABC|44|8.3|9648,10759,18|2004:25,2005:24,2006:23,2008:14,2009:17,2010:18|US:en|Survivors of a plane crash struggle to live on a mysterious tropical island.
7022|Seinfeld|1989|Ended|NBC|22|8.9|35|1989:5,1991:12,1991:23,1992:24,1993:22,1994:24,1995:24,1996:22,1997:24|US:en|A stand-up comedian and his friends in New York turn the trivia of daily life into comedy.
7023|Peaky Blinders|2013|Ended|BBC Two|60|8.8|18,80|2013:6,2014:6,2016:6,2017:6,2019:6,2022:6|GB:en|A Birmingham gang family rises in the years after the First World War.
7024|Westworld|2016|Ended|HBO|62|8.5|10765,37|2016:10,2018:10,2020:8,2022:8|US:en|In a futuristic theme park, the android hosts begin to question their reality.
7025|Black Mirror|2011|Returning Series|Netflix|60|8.7|10765,18,9648|2011:3,2013:3,2016:6,2017:6,2019:3,2023:5,2025:6|GB:en|An anthology of stories about technology and its unintended consequences.
7026|Ted Lasso|2020|Returning Series|Apple TV+|35|8.8|35,18|2020:10,2021:12,2023:12|US:en|An American college football coach is hired to manage an English Premier League team.
7027|The Bear|2022|Returning Series|FX|33|8.5|18,35|2022:8,2023:10,2024:10,2025:10|US:en|A fine-dining chef returns to Chicago to run his late brother's sandwich shop.
7028|Severance|2022|Returning Series|Apple TV+|50|8.7|18,9648,10765|2022:9,2025:10|US:en|Office workers have their memories surgically split between work and private life.
7029|House of the Dragon|2022|Returning Series|HBO|60|8.4|10765,18,10759|2022:10,2024:8|US:en|The Targaryen dynasty tears itself apart two hundred years before the events of Game of Thrones.
7030|The Witcher|2019|Returning Series|Netflix|60|8.0|10765,10759,18|2019:8,2021:8,2023:8|US:en|Geralt of Rivia, a monster hunter, struggles to find his place in a world where people often prove more wicked than beasts.
7031|Twin Peaks|1990|Ended|ABC|47|8.8|9648,18,80|1990:8,1990:22|US:en|An FBI agent investigates the murder of a homecoming queen in a small Washington town.
7032|Band of Brothers|2001|Ended|HBO|60|9.4|10768,18,10759|2001:10|US:en|Easy Company of the 101st Airborne from paratrooper training to the end of the Second World War.
`;

const ANIME_ROWS = `
8001|Attack on Titan|2013|Ended|MBS|24|9.1|16,10759,10765|2013:25,2017:12,2018:22,2020:28|JP:ja|Humanity lives behind enormous walls to hide from man-eating Titans, until a colossal Titan breaks through.
8002|Fullmetal Alchemist: Brotherhood|2009|Ended|MBS|24|9.1|16,10759,10765|2009:64|JP:ja|Two brothers search for the Philosopher's Stone to restore their bodies after a failed alchemical ritual.
8003|Death Note|2006|Ended|Nippon TV|23|8.9|16,9648,80|2006:37|JP:ja|A student finds a notebook that kills anyone whose name is written in it.
8004|Cowboy Bebop|1998|Ended|TV Tokyo|24|8.9|16,10759,10765|1998:26|JP:ja|The crew of the spaceship Bebop hunts bounties across the solar system in 2071.
8005|Demon Slayer: Kimetsu no Yaiba|2019|Returning Series|Tokyo MX|24|8.6|16,10759,10765|2019:26,2021:18,2023:11,2024:8|JP:ja|After demons slaughter his family, Tanjiro joins the Demon Slayer Corps to cure his sister.
8006|Jujutsu Kaisen|2020|Returning Series|MBS|24|8.6|16,10759,10765|2020:24,2023:23|JP:ja|A high-school student swallows a cursed finger and joins a school of jujutsu sorcerers.
8007|One-Punch Man|2015|Returning Series|TV Tokyo|24|8.7|16,10759,35|2015:12,2019:12|JP:ja|A hero who can defeat any opponent with a single punch searches for a worthy challenge.
8008|Neon Genesis Evangelion|1995|Ended|TV Tokyo|24|8.5|16,10765,18|1995:26|JP:ja|Teenagers pilot giant biomechanical Evangelions to defend Tokyo-3 from mysterious Angels.
8009|Hunter x Hunter|2011|Ended|Nippon TV|23|9.0|16,10759,10765|2011:148|JP:ja|Young Gon Freecss sets out to become a Hunter and find the father who left him.
8010|My Hero Academia|2016|Ended|MBS|24|8.3|16,10759,10765|2016:13,2017:25,2018:25,2019:25,2021:25,2022:25,2024:21,2025:11|JP:ja|In a world where most people have superpowers, a powerless boy dreams of becoming a hero.
8011|Steins;Gate|2011|Ended|TV Tokyo|24|8.8|16,10765,9648|2011:24|JP:ja|A self-styled mad scientist discovers that his microwave can send messages to the past.
8012|Spy x Family|2022|Returning Series|TV Tokyo|24|8.5|16,35,10759|2022:25,2023:12,2025:13|JP:ja|A spy, an assassin and a telepathic girl pose as a family, each hiding a secret.
8013|Frieren: Beyond Journey's End|2023|Returning Series|Nippon TV|24|8.9|16,10759,10765|2023:28|JP:ja|After the hero's party defeats the Demon King, the elf mage Frieren learns what her companions meant to her.
8014|Chainsaw Man|2022|Returning Series|TV Tokyo|24|8.4|16,10759,10765|2022:12|JP:ja|A poor young devil hunter merges with his chainsaw devil dog and is recruited by a secret agency.
8015|Mob Psycho 100|2016|Ended|Tokyo MX|24|8.6|16,35,10765|2016:12,2019:13,2022:12|JP:ja|A shy middle-school boy with immense psychic power tries to live a normal life.
8016|Vinland Saga|2019|Returning Series|NHK|24|8.8|16,10759,18|2019:24,2023:24|JP:ja|A young Icelander seeks revenge on the Viking mercenary who killed his father.
8017|Kaguya-sama: Love Is War|2019|Returning Series|Tokyo MX|24|8.5|16,35|2019:12,2020:12,2022:13|JP:ja|Two geniuses on a student council are in love, but each schemes to make the other confess first.
`;

export interface SeriesRecord {
  id: number;
  name: string;
  firstYear: number;
  status: string;
  network: string;
  runtime: number;
  rating: number;
  genreIds: number[];
  seasons: { year: number; episodes: number }[];
  country: string;
  language: string;
  overview: string;
  anime: boolean;
}

function parse(rows: string, anime: boolean): SeriesRecord[] {
  return rows
    .trim()
    .split('\n')
    .map((line) => {
      const [id, name, year, status, network, runtime, rating, genres, seasons, origin, overview] =
        line.split('|');
      const [country, language] = (origin ?? 'US:en').split(':');
      return {
        id: Number(id),
        name: name ?? '',
        firstYear: Number(year),
        status: status ?? 'Ended',
        network: network ?? '',
        runtime: Number(runtime),
        rating: Number(rating),
        genreIds: (genres ?? '').split(',').map(Number),
        seasons: (seasons ?? '').split(',').map((s) => {
          const [y, n] = s.split(':');
          return { year: Number(y), episodes: Number(n) };
        }),
        country: country ?? 'US',
        language: language ?? 'en',
        overview: overview ?? '',
        anime,
      };
    });
}

export const SERIES: SeriesRecord[] = [...parse(TV_ROWS, false), ...parse(ANIME_ROWS, true)];
