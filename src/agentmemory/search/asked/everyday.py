"""Everyday categories and the things that are instances of them, for a question that asks for a
category ("What instruments does she play?", "Which countries has he visited?") when the conversation
names the thing ("I play the violin", "back from Lisbon"): the local embedding model relates the two only
weakly. The same format and matching as search/lexicon.py's software categories (trigger phrases,
instances; "|"-separated), written from general knowledge, not from any benchmark's answers.
"""
from __future__ import annotations

from .. import lexicon

CONCEPTS: tuple[tuple[str, str], ...] = (
    # -- music
    ("instrument|instruments|musical instrument",
     "guitar|acoustic guitar|electric guitar|bass guitar|piano|keyboard|violin|viola|cello|double bass|drums|drum|"
     "clarinet|flute|saxophone|sax|trumpet|trombone|tuba|french horn|horn|harp|ukulele|banjo|mandolin|harmonica|"
     "accordion|synthesizer|synth|organ|oboe|bassoon|xylophone|marimba|piccolo|bagpipes|sitar|tambourine|bongos|"
     "cajon|recorder|percussion"),
    ("music genre|kind of music|type of music|types of music|genre of music|music style",
     "rock|jazz|classical|hip hop|hip-hop|rap|blues|punk|indie|folk|r&b|reggae|edm|"
     "techno|k-pop|gospel|funk|disco|opera|salsa|reggaeton|lo-fi|grunge|bluegrass"),
    ("musician|musicians|band|bands|singer|singers|artist|artists|concert|concerts|gig|gigs",
     "concert|gig|festival|band|singer|songwriter|rapper|orchestra|choir|tour|live music"),
    ("dance|dances|dancing|dance style|kind of dance|type of dance",
     "ballet|salsa|tango|hip hop|jazz|tap|contemporary|ballroom|swing|waltz|breakdance|breakdancing|zumba|"
     "flamenco|line dancing|bachata|samba|cha-cha|foxtrot|street dance|modern dance|belly dance"),
    # -- games and sport
    ("video game|video games|computer game|computer games|console game|gaming|gamer",
     "minecraft|fortnite|valorant|league of legends|overwatch|call of duty|zelda|mario|pokemon|halo|the sims|"
     "gta|grand theft auto|counter-strike|cs:go|csgo|dota|world of warcraft|apex legends|animal crossing|"
     "elden ring|skyrim|among us|roblox|tetris|street fighter|tekken|mortal kombat|final fantasy|witcher|"
     "cyberpunk|red dead|fifa|madden|rocket league|stardew valley|dark souls|god of war|the last of us|"
     "xbox|playstation|ps5|nintendo|rpg|fps|mmo"),
    ("board game|board games|card game|card games|tabletop game|tabletop games|party game",
     "chess|checkers|monopoly|scrabble|catan|settlers of catan|risk|clue|cluedo|uno|poker|blackjack|bridge|"
     "dominoes|backgammon|ticket to ride|pandemic|dungeons & dragons|dungeons and dragons|d&d|jenga|"
     "pictionary|trivial pursuit|codenames|mahjong|solitaire|puzzles|jigsaw"),
    ("game|games",
     "chess|monopoly|scrabble|uno|poker|minecraft|fortnite|valorant|overwatch|zelda|mario|pokemon|halo|"
     "street fighter|tekken|tetris|counter-strike|cs:go|league of legends|call of duty|xbox|playstation|"
     "nintendo|board game|card game|video game|puzzle|trivia|charades|tournament"),
    ("sport|sports|athletic|athletics",
     "soccer|football|basketball|baseball|tennis|volleyball|golf|hockey|ice hockey|rugby|cricket|swimming|"
     "running|cycling|boxing|wrestling|skiing|snowboarding|surfing|skateboarding|climbing|rock climbing|"
     "martial arts|karate|judo|taekwondo|jiu-jitsu|badminton|table tennis|ping pong|lacrosse|softball|"
     "marathon|triathlon|gymnastics|track|rowing|kayaking|fencing|archery|bowling|squash|diving|"
     "horse riding|equestrian|figure skating|skating|mma|handball|water polo|sailing"),
    ("team|teams|sports team|favorite team|favourite team",
     "lakers|yankees|patriots|warriors|celtics|bulls|cowboys|real madrid|barcelona|manchester united|"
     "liverpool|arsenal|chelsea|bayern|juventus"),
    ("exercise|exercises|workout|workouts|work out|fitness|stay fit|keep fit|physical activity|training",
     "running|jogging|yoga|pilates|gym|weightlifting|weights|lifting|cycling|biking|spinning|swimming|crossfit|"
     "hiit|cardio|boxing|kickboxing|hiking|walking|dancing|zumba|rowing|stretching|push-ups|squats|treadmill|"
     "marathon|5k|10k|climbing"),
    # -- hobbies and activities
    ("hobby|hobbies|pastime|pastimes|activity|activities|free time|spare time|leisure|for fun|do for fun",
     "reading|painting|drawing|sketching|pottery|knitting|sewing|crochet|quilting|photography|gardening|cooking|"
     "baking|hiking|camping|fishing|hunting|yoga|meditation|dancing|singing|writing|journaling|blogging|gaming|"
     "swimming|running|jogging|cycling|biking|surfing|skiing|climbing|kayaking|sailing|birdwatching|"
     "woodworking|calligraphy|origami|scrapbooking|collecting|volunteering|traveling|travelling|"
     "playing music|guitar|piano|chess|puzzles|movies|museum|concert|skateboarding|horse riding|archery"),
    ("outdoor activity|outdoor activities|outdoors|outdoor|outside activities|nature activities",
     "hiking|hike|camping|camp|fishing|kayaking|canoeing|biking|cycling|climbing|rock climbing|skiing|"
     "snowboarding|surfing|picnic|gardening|birdwatching|running|walking|swimming|sailing|beach|trail|"
     "campfire|road trip|national park|mountain|lake|stargazing|horseback riding"),
    ("art|arts|artwork|artworks|art form|kind of art|type of art|craft|crafts|creative|creative outlet",
     "painting|paintings|drawing|drawings|sketching|sculpture|sculpting|pottery|ceramics|clay|"
     "photography|watercolor|watercolour|oil painting|acrylic|calligraphy|origami|knitting|embroidery|"
     "woodworking|collage|mural|printmaking|poetry|poem|digital art|illustration|comics|graffiti|jewelry making|"
     "stained glass"),
    ("relax|relaxing|relaxation|destress|de-stress|unwind|stress relief|self-care|self care|me-time|me time|"
     "recharge|cope|coping|calm down",
     "yoga|meditation|meditate|reading|painting|walk|walking|running|bath|music|journaling|gardening|hiking|"
     "nature|nap|tea|breathing|massage|spa|pottery|knitting|baking|swimming|dancing"),
    # -- reading and watching
    ("book|books|novel|novels|author|authors|writer|writers|literature",
     "novel|fantasy|mystery|thriller|biography|memoir|romance|science fiction|sci-fi|self-help|poetry|"
     "graphic novel|autobiography|fiction|nonfiction|non-fiction|trilogy|harry potter|"
     "lord of the rings|the hobbit|tolkien|rowling|stephen king|jane austen|audiobook|kindle|bookstore"),
    ("book genre|genre of book|kind of book|kinds of books|type of book|types of books|literary genre",
     "fantasy|mystery|thriller|biography|memoir|romance|science fiction|sci-fi|self-help|poetry|horror|"
     "historical fiction|graphic novel|autobiography|fiction|nonfiction|non-fiction|young adult|dystopian"),
    ("movie|movies|film|films|tv show|tv shows|tv series|cinema",
     "comedy|drama|horror|thriller|documentary|animated|animation|romance|sci-fi|superhero|sitcom|anime|"
     "cartoon|netflix|hulu|disney|pixar|marvel|star wars|harry potter|lord of the rings|theater|theatre|"
     "binge|episode|season|trailer"),
    # -- food and drink
    ("food|foods|dish|dishes|meal|meals|cuisine|cuisines|recipe|recipes|snack|snacks|cooked",
     "pizza|pasta|spaghetti|lasagna|sushi|tacos|taco|burrito|burger|sandwich|salad|soup|curry|stir fry|"
     "ramen|noodles|steak|chicken|fish|salmon|rice|pancakes|waffles|omelette|eggs|bbq|barbecue|"
     "cookies|cake|cupcakes|brownies|pie|muffins|bread|sourdough|cheesecake|ice cream|chocolate|donuts|"
     "dumplings|paella|risotto|chili|stew|roast|casserole|smoothie|vegan|vegetarian|italian|mexican|"
     "chinese|japanese|thai|indian|french|korean|greek"),
    ("dessert|desserts|sweet|sweets|treat|treats|baked goods|pastry|pastries|baking",
     "cookies|cookie|cake|cupcakes|cupcake|brownies|brownie|pie|muffins|muffin|cheesecake|ice cream|chocolate|"
     "donuts|doughnut|croissant|tart|pudding|macarons|fudge|candy|banana bread|bread|scones|pancakes|"
     "waffles|pastry"),
    ("drink|drinks|beverage|beverages",
     "coffee|tea|latte|espresso|cappuccino|beer|wine|cocktail|cocktails|smoothie|juice|soda|lemonade|"
     "whiskey|vodka|margarita|kombucha|milkshake|hot chocolate"),
    # -- animals and plants
    ("pet|pets|animal|animals|furry friend|furry friends",
     "dog|dogs|puppy|puppies|pup|cat|cats|kitten|kittens|hamster|guinea pig|rabbit|bunny|parrot|budgie|"
     "goldfish|fish|turtle|tortoise|snake|lizard|gecko|iguana|ferret|horse|pony|chinchilla|hedgehog|"
     "canary|cockatiel|chicken|goat|bird"),
    ("flower|flowers|plant|plants|garden|gardening",
     "rose|roses|tulip|tulips|sunflower|sunflowers|daisy|daisies|lily|lilies|orchid|orchids|lavender|"
     "succulent|succulents|cactus|fern|herbs|basil|tomatoes|vegetables|peony|peonies|hydrangea|bonsai"),
    # -- places and travel
    ("country|countries|abroad|overseas|foreign country|international",
     "usa|united states|america|canada|mexico|brazil|argentina|peru|chile|colombia|uk|england|britain|"
     "scotland|ireland|france|germany|spain|portugal|italy|greece|netherlands|belgium|switzerland|austria|"
     "sweden|norway|denmark|finland|iceland|poland|czech|hungary|croatia|turkey|russia|ukraine|egypt|"
     "morocco|kenya|south africa|nigeria|india|china|japan|korea|thailand|vietnam|indonesia|bali|"
     "philippines|malaysia|singapore|australia|new zealand|israel|dubai|uae|cuba|jamaica|costa rica"),
    ("city|cities|town|towns|place|places|destination|destinations|trip|trips|"
     "vacation|vacations|holiday trip|been to",
     "new york|los angeles|san francisco|chicago|boston|seattle|miami|las vegas|austin|denver|portland|"
     "nashville|new orleans|philadelphia|atlanta|toronto|vancouver|montreal|london|paris|rome|"
     "berlin|madrid|barcelona|lisbon|amsterdam|prague|vienna|dublin|edinburgh|athens|venice|florence|"
     "milan|munich|stockholm|copenhagen|oslo|istanbul|tokyo|kyoto|seoul|beijing|shanghai|hong kong|"
     "bangkok|singapore|sydney|melbourne|auckland|mumbai|delhi|dubai|cairo|mexico city|buenos aires|"
     "hawaii|florida|california|texas|alaska|colorado"),
    ("nature spot|natural place|landscape|scenery|outdoors place|natural wonder",
     "beach|mountain|mountains|lake|forest|woods|river|waterfall|canyon|desert|national park|trail|ocean|"
     "sea|island|valley|cliff|meadow|glacier|volcano|cave|coast|park"),
    # -- events and people
    ("event|events|gathering|gatherings|occasion|occasions|celebration|celebrations",
     "parade|festival|concert|conference|workshop|wedding|fundraiser|charity|rally|meetup|"
     "exhibition|exhibit|tournament|marathon|ceremony|graduation|reunion|protest|"
     "seminar|open mic|gala|expo|retreat|picnic|barbecue|bbq|birthday|anniversary|"
     "baby shower|recital|game night|potluck|auction"),
    ("holiday|holidays|festivity|festivities",
     "christmas|thanksgiving|easter|halloween|new year|new year's|hanukkah|diwali|passover|ramadan|eid|"
     "independence day|fourth of july|4th of july|valentine's day|mother's day|father's day|st. patrick's|"
     "birthday|lunar new year|chinese new year"),
    ("family|family member|family members|relative|relatives|loved ones",
     "mom|dad|mother|father|sister|brother|son|daughter|kids|grandma|"
     "grandpa|grandmother|grandfather|grandparents|aunt|uncle|cousin|niece|nephew|husband|wife|spouse|"
     "in-laws|stepmom|stepdad"),
    ("health|health issue|health issues|health problem|health problems|illness|illnesses|condition|"
     "conditions|injury|injuries|medical",
     "flu|covid|fever|injury|injured|surgery|fracture|sprain|cancer|diabetes|asthma|allergy|"
     "allergies|migraine|anxiety|depression|back pain|knee|ankle|concussion|hospital|doctor|"
     "therapy|physical therapy"),
    # -- things
    ("vehicle|vehicles|car|cars|ride|rides|wheels",
     "sedan|suv|truck|pickup|convertible|minivan|motorcycle|motorbike|bike|bicycle|scooter|van|jeep|tesla|"
     "toyota|honda|ford|bmw|mercedes|audi|volkswagen|subaru|porsche|ferrari|mustang|camper|rv"),
    ("clothes|clothing|outfit|outfits|apparel|wear|wardrobe|fashion",
     "shirt|t-shirt|dress|jeans|jacket|coat|shoes|sneakers|boots|heels|hat|scarf|sweater|hoodie|skirt|"
     "socks|gloves|necklace|bracelet|earrings|jewelry|handbag"),
    ("item|items|purchase|purchases|gift|gifts|present|presents",
     "figurines|shoes|necklace|bracelet|painting|phone|laptop|camera|bike|car|dress|jacket|"
     "guitar|toy|toys|plant|furniture|couch|lamp|rug|mug|jewelry|tickets|headphones"),
    ("language|languages|foreign language",
     "spanish|french|german|italian|japanese|chinese|mandarin|cantonese|korean|portuguese|russian|arabic|"
     "hindi|hebrew|dutch|swedish|greek|turkish|polish|sign language|asl"),
    ("social media|social network|social networks|platform|platforms",
     "instagram|facebook|tiktok|twitter|youtube|snapchat|reddit|linkedin|pinterest|twitch|discord|whatsapp"),
    ("job|jobs|career|careers|profession|occupation|line of work|work",
     "teacher|nurse|doctor|lawyer|banker|accountant|chef|artist|writer|counselor|therapist|"
     "social worker|entrepreneur|"
     "restaurant|bakery|salesman|realtor|pilot|firefighter|police|musician|photographer"),
    ("volunteer|volunteering|charity|charities|cause|causes|community service|give back|giving back",
     "volunteer|volunteering|shelter|food bank|soup kitchen|fundraiser|donate|donation|donated|charity|"
     "nonprofit|non-profit|mentor|mentoring|mentorship|cleanup|clean-up|blood drive|habitat for humanity"),
)


def categories(text_: str) -> list[str]:
    """The everyday categories whose instances `text_` names ("I play the clarinet" -> ["instrument"]): a
    conversation turn's search row carries them as keywords (memory/indexing.py), so "What instruments
    does she play?" matches the turn that names only the instrument."""
    return lexicon.categories(text_, CONCEPTS)
