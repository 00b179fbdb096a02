// Documents that end up in real upload folders but fulfil no recommended file: the matcher must
// answer 'No match' or a low confidence. Several borrow business words on purpose (a press release
// about a funding round, a job ad listing benefits, a marketing plan).

export const unrelatedDocuments = [
  {
    file: 'recipe.docx',
    title: 'Grandma’s Vegetable Lasagne',
    blocks: [
      '# Grandma’s Vegetable Lasagne',
      'Serves 6. Preparation 30 minutes, cooking 45 minutes. A family favourite for the Friday team lunch.',
      '# Ingredients',
      'Two courgettes, one aubergine, two red peppers, 500 g passata, two cloves of garlic, a handful of basil, 250 g ricotta, 200 g mozzarella, 50 g parmesan, nine lasagne sheets, olive oil, salt and pepper.',
      '# Method',
      'Heat the oven to 190 °C. Slice the vegetables, toss them in olive oil and roast for 20 minutes until soft and lightly charred. Simmer the passata with the garlic and basil for ten minutes and season well.',
      'Spread a thin layer of sauce in a deep dish, then add lasagne sheets, roasted vegetables, spoonfuls of ricotta and more sauce. Repeat twice, finishing with sauce, torn mozzarella and grated parmesan.',
      'Bake for 45 minutes until golden and bubbling. Leave to rest for ten minutes before cutting, so the layers hold together. Leftovers freeze well for up to three months.',
    ],
  },
  {
    file: 'press release series A.pdf',
    title: 'Northwind Robotics raises £11 million to bring picking robots to more warehouses',
    blocks: [
      '# Northwind Robotics raises £11 million to bring picking robots to more warehouses',
      'FOR IMMEDIATE RELEASE - Reading, UK, 4 October 2022.',
      'Northwind Robotics, the Reading-based maker of autonomous picking robots, today announced an £11 million funding round led by Harbour Ventures, with participation from existing angel investors. The new funding will be used to double the engineering team, open an office in Columbus, Ohio, and launch the next generation of the Northwind Picker.',
      '“Warehouses everywhere are struggling to hire pickers, and our customers tell us they need robots that work alongside their people from day one,” said Sarah Okafor, co-founder and CEO. “With Harbour Ventures on board we can meet that demand on both sides of the Atlantic.”',
      'Priya Raman, partner at Harbour Ventures, will join the Northwind board. “Northwind has built the most reliable soft gripper we have seen, and its customers renew,” she said.',
      'About Northwind Robotics: founded in 2018, Northwind designs robots that pick and pack goods in third-party logistics warehouses. Media contact: press@northwind-robotics.example.',
    ],
  },
  {
    file: 'job ad - backend engineer.md',
    title: 'We’re hiring: Senior Backend Engineer (Fleet Platform)',
    blocks: [
      '# We’re hiring: Senior Backend Engineer (Fleet Platform)',
      'Location: Reading or remote within the UK. Salary: £70,000 - £85,000 plus share options.',
      '## About the role',
      'You will design and build the services that schedule hundreds of robots across our customers’ warehouses in real time. You will work in a team of six engineers, own features from design to production, and take part in an on-call rota one week in eight.',
      '## What you’ll bring',
      '- Five or more years building backend systems in TypeScript, Go or Python',
      '- Experience with PostgreSQL and message queues',
      '- Curiosity about robotics (no hardware experience needed)',
      '## What we offer',
      '- 25 days of holiday plus bank holidays, and your birthday off',
      '- Company pension with 5% employer contribution, private medical insurance',
      '- A £1,000 yearly learning budget and a cycle-to-work scheme',
      'To apply, send your CV and a few lines about a system you are proud of to careers@northwind-robotics.example. We welcome applicants from every background.',
    ],
  },
  {
    file: 'offsite agenda.txt',
    title: 'Summer team offsite - agenda',
    blocks: [
      'Summer team offsite - agenda',
      'Thursday 18 July, Bray Lake Watersports Centre. Coaches leave the Riverside Park car park at 08:30 sharp.',
      '09:30 Coffee and pastries on the terrace. 10:00 Kayaking and paddleboarding in four groups (wetsuits provided; tell Emma about any swimming concerns). 12:30 Barbecue lunch, vegetarian and vegan options available.',
      '14:00 Raft-building challenge: teams are mixed across departments and the winning raft earns the trophy for the year. 16:00 Free time, volleyball and lawn games. 17:30 Coaches back to Reading.',
      'Bring sun cream, a towel and a change of clothes. Questions to the social committee.',
    ],
  },
  {
    file: 'newsletter.doc',
    title: 'Northwind Newsletter - Spring Edition',
    blocks: [
      '# Northwind Newsletter - Spring Edition',
      'Welcome to the spring edition of our staff newsletter! It has been a busy few months, so grab a coffee and catch up on what your colleagues have been up to.',
      '# New faces',
      'Please give a warm welcome to Amira, who joins the customer success team, and to Lukas and Joanne in assembly. Say hello at the Friday breakfast.',
      '# Charity bake sale',
      'Our bake sale raised £640 for the Reading food bank. Special thanks to the engineering team for the robot-shaped biscuits, which sold out in ten minutes.',
      '# Running club',
      'The lunchtime running club meets on Tuesdays and Thursdays at 12:15 by the river. All paces welcome; the 5 km loop is flat and scenic.',
      '# Photo competition',
      'This season’s theme is “spring in the city”. Send your best photo to the social committee by the end of the month; the winner gets a voucher for the cafe.',
    ],
  },
  {
    file: 'IMG_2231.pdf',
    title: 'Travel itinerary',
    blocks: [
      '# Travel itinerary - Sarah Okafor',
      'Booking reference QX7P2L. Prepared by the travel desk on 2 April 2024.',
      'Monday 15 April: British Airways BA 295 London Heathrow 10:25 to Chicago O’Hare 13:05, seat 14A. Connecting American Airlines AA 3312 Chicago 15:40 to Columbus 17:55.',
      'Hotel: Le Meridien Columbus, The Joseph, 15 to 18 April, king room, breakfast included, confirmation 88124563.',
      'Thursday 18 April: American Airlines AA 2560 Columbus 18:20 to Chicago 18:45; British Airways BA 296 Chicago 21:00 to London Heathrow 10:35 (+1).',
      'Car hire: compact car collected at Columbus airport, returned 18 April. Remember your passport and ESTA confirmation.',
    ],
  },
  {
    file: 'marketing plan social.docx',
    title: 'Social media content calendar Q2',
    blocks: [
      '# Social media content calendar - Q2',
      'Goal: grow LinkedIn followers from 4,200 to 6,000 and drive 300 demo requests from social channels this quarter.',
      '# Themes by month',
      'April: “Robots and people” - short videos of pickers working alongside warehouse teams, customer quotes. May: trade show season - LogiMAT recap, behind-the-scenes from our stand, live posts. June: engineering culture - meet the team interviews and a time-lapse of robot assembly.',
      '# Posting rhythm',
      'Three LinkedIn posts a week (Tuesday, Wednesday, Thursday mornings), one YouTube short a week, and a monthly customer story. Every post uses the brand colours and includes alt text for images.',
      '# Measurement',
      'We track impressions, engagement rate, follower growth and demo requests with UTM links, and review results in the monthly marketing meeting.',
    ],
  },
  {
    file: 'book club.md',
    title: 'Book club - what we are reading',
    blocks: [
      '# Book club - what we are reading',
      'The book club meets on the first Wednesday of each month in the kitchen at 17:30. Snacks provided; everyone is welcome, whether or not you finished the book.',
      '## This month',
      'Klara and the Sun by Kazuo Ishiguro. A quiet, moving novel narrated by an artificial friend who observes the family she serves. Fitting for a robotics company!',
      '## Coming up',
      '- June: Project Hail Mary by Andy Weir',
      '- July: The Overstory by Richard Powers (it is long - start early)',
      '- August: summer break, bring holiday recommendations',
      'Suggestions for the autumn list go on the whiteboard by the coffee machine.',
    ],
  },
  {
    file: 'wifi and kitchen.txt',
    title: 'Office kitchen and wifi',
    blocks: [
      'Office kitchen and wifi - please read',
      'Guest wifi: network NW-Guest, password changes monthly and is on the board by reception. Staff should use NW-Corp with their own login.',
      'Kitchen: please put your mugs in the dishwasher, not in the sink. The dishwasher runs at 16:00 each day; whoever is last out on Friday empties the fridge of anything unlabelled.',
      'Milk and fruit are delivered on Mondays and Thursdays. If we run out, tell the office manager rather than buying your own.',
      'The coffee machine descales itself on Sunday nights, so it will be slow first thing on Monday.',
    ],
  },
];

/** Unrelated spreadsheets: a lunch order, a car park rota, a five-a-side league. */
export const unrelatedSpreadsheets = [
  {
    file: 'lunch order friday.xlsx',
    sheets: [
      {
        name: 'Orders',
        rows: [
          ['Friday lunch order - Bella Pizza, deliver 12:30'],
          ['Name', 'Pizza', 'Size', 'Extras', 'Drink', 'Paid'],
          ['Amira', 'Margherita', '12"', 'Extra basil', 'Sparkling water', 'Yes'],
          ['Lukas', 'Pepperoni', '14"', 'Jalapenos', 'Cola', 'Yes'],
          ['Joanne', 'Quattro formaggi', '12"', '', 'Lemonade', 'No'],
          ['Tom', 'Vegan garden', '12"', 'Vegan cheese', 'Orange juice', 'Yes'],
          ['Helen', 'Calzone', '10"', 'Garlic dip', 'Still water', 'Yes'],
          ['Total', '5 pizzas', '', '', '5 drinks', '£78.50'],
        ],
      },
    ],
  },
  {
    file: 'parking.csv',
    sheets: [
      {
        name: 'parking',
        rows: [
          ['Week commencing', 'Space 1', 'Space 2', 'Space 3', 'Space 4', 'Visitor bay'],
          ['2024-04-01', 'Amira', 'Lukas', 'Helen', 'James', 'Reserved: Meridian visit Tue'],
          ['2024-04-08', 'Joanne', 'Tom', 'Priya (Thu)', 'Sarah', 'Free'],
          ['2024-04-15', 'Lukas', 'Amira', 'Helen', 'James', 'Reserved: auditors Wed-Fri'],
          ['2024-04-22', 'Tom', 'Joanne', 'Daniel (Mon)', 'Sarah', 'Free'],
        ],
      },
    ],
  },
  {
    file: 'football.xls',
    sheets: [
      {
        name: 'League table',
        rows: [
          ['Riverside Park five-a-side league - spring season'],
          ['Team', 'Played', 'Won', 'Drawn', 'Lost', 'Goals for', 'Goals against', 'Points'],
          ['Northwind Nuts & Bolts', 8, 6, 1, 1, 31, 14, 19],
          ['Riverside Rovers', 8, 5, 2, 1, 27, 15, 17],
          ['Thames Dynamo', 8, 4, 1, 3, 22, 20, 13],
          ['Kennet Athletic', 8, 2, 1, 5, 17, 26, 7],
          ['Reading Byte FC', 8, 0, 1, 7, 9, 31, 1],
        ],
      },
    ],
  },
];
