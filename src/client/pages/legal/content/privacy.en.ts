import { SERVICE_INFO } from '../../../../shared/service-info.js';
import type { LegalDocument } from '../legal-document.js';

const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2026-12-01',
  intro: [
    `The ${SERVICE_INFO.operatorEn} (“we”, “us”) runs the ${SERVICE_INFO.nameEn} (${SERVICE_INFO.nameKo}) service (the “Service”). We handle your personal data with care and publish this Privacy Policy under Article 30 of the Personal Information Protection Act of Korea (PIPA).`,
    'This policy explains what personal data we process, why, and for how long, and how you can exercise your rights over your own data. In this policy, “you” or “users” means members, visitors without an account, newsletter subscribers and anyone who sends us an inquiry.',
  ],
  sections: [
    {
      id: 'processing-purposes',
      heading: 'Article 1 (Purposes of processing)',
      blocks: [
        {
          type: 'p',
          text: 'We process personal data only for the purposes below. We do not use it for any other purpose, and if a purpose changes we will take the necessary steps, such as obtaining separate consent under Article 18 of PIPA.',
        },
        {
          type: 'ol',
          items: [
            'Sign-up and account management: confirming your wish to sign up, identifying members and signing them in, refusing sign-up to children under 14, maintaining and managing membership, preventing misuse, sending service notices, and handling account deletion.',
            'Personalised policy recommendations: selecting youth policies that may suit you based on your profile and survey answers.',
            'Service features: bookmarks, comments and likes, one-line reviews with ratings, and notifications (e.g. when someone replies to your comment).',
            'Reports and temporary measures: receiving and reviewing reports of posts, taking temporary measures after reports of infringements of rights and telling the people concerned, and handling objections.',
            'Newsletter: sending the newsletter every Monday and managing subscriptions.',
            'Promotional information: sending information about events, offers and similar promotions to members and newsletter subscribers who have agreed to receive it (optional consent).',
            'Inquiries: reading your inquiry, replying to you and keeping a record of how it was handled.',
            'Operation and security: counting views of the same item only once a day, keeping preferences such as language, keeping you signed in, retaining access logs, responding to outages and preventing misuse.',
          ],
        },
      ],
    },
    {
      id: 'collected-items',
      heading: 'Article 2 (Personal data we process and how we collect it)',
      blocks: [
        {
          type: 'p',
          text: 'We process only the minimum personal data the Service needs. When you browse or search policies, events, education programs and videos without an account, we receive no personal data other than the “information created automatically” listed in the table below.',
        },
        {
          type: 'table',
          caption: 'Personal data we process',
          head: ['Category', 'Items', 'Purpose'],
          rows: [
            [
              'Sign-up by e-mail',
              'Required: e-mail address, password (stored only as an argon2id hash), name, records of your agreement to the Terms of Service and to the collection and use of personal data (including the time of consent). Optional: whether you agree to receive marketing information, and the time of consent',
              'Identifying members, signing in, service notices, proof of consent',
            ],
            [
              'Social sign-in (Kakao, Naver, Google)',
              'The user identifier issued by the sign-in provider, e-mail address, name or nickname (as passed on by each provider with your consent)',
              'Easy sign-in, identifying members',
            ],
            [
              'Profile',
              'Nickname (up to 12 characters). Optional: gender, birth year, region of residence (province or metropolitan city), annual income bracket, employment status, detailed category, marital status, interests',
              'Showing who you are in the Service (nickname), refusing sign-up to children under 14 (birth year), personalised policy recommendations (optional items)',
            ],
            [
              'Recommendation survey (optional)',
              'Survey answers',
              'Personalised policy recommendations',
            ],
            [
              'Service-use records',
              'Bookmarks, comments, one-line reviews and ratings you wrote, likes you gave, notifications you received',
              'Providing bookmarks, comments, likes, reviews and notifications',
            ],
            [
              'Reports and objections',
              'The member who reported, the post reported, the reason and details of the report and, for a report of an infringement of rights, whether the reporter is the person concerned or acts for them; the member who objected and the objection',
              'Reviewing reports, taking temporary measures and giving notice of them, handling objections, responding to related disputes',
            ],
            [
              'Information created automatically',
              'IP address; access logs with the time of access and browser information (User-Agent); a randomly generated client key cookie (hyetaek-ck); a sign-in flag cookie (hyetaek-signed); a refresh-token cookie for staying signed in (HttpOnly); language preference (hyetaek-lang cookie and browser storage)',
              'Avoiding double-counting of views, keeping preferences such as language, keeping you signed in, security and outage response, preventing misuse',
            ],
            [
              'Newsletter subscription',
              'E-mail address, record of consent to the collection and use of personal data (required), record of consent to receive promotional information (optional)',
              'Sending the newsletter and managing subscriptions, promotional information (if you agreed)',
            ],
            [
              'Contact form',
              'Type of inquiry, e-mail address for our reply, message',
              'Reading and answering your inquiry, keeping a record of how it was handled',
            ],
          ],
        },
        {
          type: 'p',
          text: 'The choices for the optional profile items are:',
        },
        {
          type: 'ul',
          items: [
            'Gender: male, female, other',
            'Annual income bracket: under KRW 24 million, KRW 24–35 million, KRW 36–50 million, KRW 50–70 million, KRW 70–100 million, over KRW 100 million',
            'Employment status: pre-youth, university student, graduate student, job seeker, soldier, entrepreneur',
            'Detailed category: foreigner, soldier, self-employed, multi-job holder, freelancer, family caregiver youth, career-break woman',
            'Interests: housing, jobs, finance, education, welfare, health, culture, travel, other',
          ],
        },
        {
          type: 'p',
          text: 'You do not have to fill in the optional profile items or the survey. If you leave them out, recommendations are less accurate, but every other feature works as usual. You may also refuse consent to marketing and promotional information without any restriction on your use of the Service.',
        },
        {
          type: 'p',
          text: 'We collect personal data when you enter it yourself in the sign-up, profile, survey, newsletter or contact forms; when a social sign-in provider passes it to us with your consent; or when it is created automatically as you use the Service.',
        },
      ],
    },
    {
      id: 'sensitive-data',
      heading: 'Article 3 (Sensitive data and unique identifiers)',
      blocks: [
        {
          type: 'p',
          text: 'We do not collect sensitive data as defined in Article 23 of PIPA, such as beliefs, political opinions or health, nor unique identifiers as defined in Articles 24 and 24-2 of PIPA, including resident registration numbers. We never ask for your resident registration number.',
        },
        {
          type: 'p',
          text: 'Please do not include such information, or anyone else’s personal data, in comments, reviews or inquiries.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Article 4 (Personal data of children under 14)',
      blocks: [
        {
          type: 'p',
          text: 'Members must be 14 or older. If the age calculated from the birth year you enter is under 14, you cannot sign up or save your profile.',
        },
        {
          type: 'p',
          text: 'We do not collect personal data of children under 14. If we learn that personal data of a child under 14 has been collected without the consent of a legal representative, we destroy it without delay.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Article 5 (Processing and retention periods)',
      blocks: [
        {
          type: 'p',
          text: 'We keep personal data only for the period set by law or the period you agreed to, and destroy it without delay once that period ends or the purpose has been achieved.',
        },
        {
          type: 'table',
          caption: 'Retention periods',
          head: ['Category', 'Retention period', 'Basis'],
          rows: [
            [
              'Account data (e-mail sign-up data, social sign-in data, consent records)',
              'Until you delete your account (erased at once on deletion)',
              'User agreement, your consent',
            ],
            [
              'Profile and survey answers',
              'Until you delete your account. Optional items are deleted as soon as you clear them',
              'Your consent',
            ],
            [
              'Bookmarks, likes and notifications',
              'Until you delete your account (erased at once when you do)',
              'User agreement',
            ],
            [
              'Comments, one-line reviews and ratings',
              'Until you delete them. When you delete your account, the author information is erased at once and the posts remain as they are, shown as written by a “withdrawn member”',
              'Terms of Service',
            ],
            [
              'Records of reports and objections',
              '1 year from the day of the report or objection, then destroyed; kept for that period even if the member deletes their account in the meantime',
              'Our internal policy, to be ready for disputes over infringements of rights and temporary measures',
            ],
            [
              'Access logs (IP address, time of access, browser information)',
              '3 months',
              'Article 15-2 of the Protection of Communications Secrets Act and Article 41 of its Enforcement Decree (log records: 3 months)',
            ],
            [
              'Cookies',
              'hyetaek-ck and hyetaek-signed: 30 days; hyetaek-lang: 360 days; refresh-token cookie: until you sign out or the sign-in period expires',
              'Providing the Service',
            ],
            [
              'Newsletter subscription data (e-mail address, consent records)',
              'Until you unsubscribe',
              'Your consent as a subscriber',
            ],
            [
              'Inquiry data (type of inquiry, e-mail address for our reply, message)',
              '3 years from receipt, then destroyed',
              'Our internal policy for handling disputes',
            ],
          ],
        },
        {
          type: 'p',
          text: 'In the following cases, however, we keep the data until the period concerned ends:',
        },
        {
          type: 'ul',
          items: [
            'If an investigation or inquiry into a breach of the law is under way, until it is closed.',
            'Access logs kept under the Protection of Communications Secrets Act are kept for 3 months even if you delete your account.',
            'Where another law requires data to be kept, for the period set by that law (only the data concerned, stored separately from other personal data).',
          ],
        },
        {
          type: 'p',
          text: 'Accounts that go unused for a long time are not made dormant or moved to separate storage. Your account stays as it is until you delete it.',
        },
      ],
    },
    {
      id: 'destruction',
      heading: 'Article 6 (How personal data is destroyed)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Procedure: personal data whose retention period has ended or whose purpose has been achieved is destroyed without delay. Data that must be kept under the law is stored separately from other personal data and destroyed when its retention period ends.',
            'Method: electronic files are deleted in a way that makes them impossible to recover or restore; printed information is shredded or incinerated.',
            'Account deletion: when you delete your account, your account, profile, survey answers, bookmarks, likes and notifications are erased at once. Comments and one-line reviews you did not delete lose their author information, such as your nickname, and stay as they are, shown as written by a “withdrawn member”. After deletion we can no longer tell who wrote them, so please delete any posts you do not want to leave behind before you delete your account. Records of the reports and objections you made are kept under Article 5 for 1 year from the day you made them, even after you delete your account, and then destroyed.',
            'Data held by processors: subscriber data registered with Stibee and inquiry data recorded in Google Sheets are also deleted in the same way when the retention periods in Article 5 end.',
          ],
        },
      ],
    },
    {
      id: 'third-party-provision',
      heading: 'Article 7 (Provision of personal data to third parties)',
      blocks: [
        {
          type: 'p',
          text: 'We process your personal data only within the purposes in Article 1 and provide it to third parties only in the cases set out in Articles 17 and 18 of PIPA, such as with your consent or where a law specifically provides for it. We currently provide no personal data to third parties.',
        },
        {
          type: 'p',
          text: 'Social sign-in works with the OAuth 2.0 and OpenID Connect standards. When you choose Kakao (Kakao Corp.), Naver (NAVER Corporation) or Google (Google LLC), the Service only sends a sign-in request to that provider; you sign in and agree to share your information directly on the provider’s own screens. The provider then passes the information listed in Article 2 to us.',
        },
        {
          type: 'p',
          text: 'These providers are independent third parties, not our processors, and the only thing we send them is the sign-in request. How each provider handles its own members’ data is governed by that provider’s privacy policy.',
        },
      ],
    },
    {
      id: 'outsourcing',
      heading: 'Article 8 (Outsourcing of processing)',
      blocks: [
        {
          type: 'p',
          text: 'To run the Service smoothly, we entrust the following processing tasks to others.',
        },
        {
          type: 'table',
          caption: 'Processors',
          head: ['Processor', 'Task entrusted', 'Data processed'],
          rows: [
            [
              'Slowalk Inc. (Stibee)',
              'Sending the newsletter and managing subscribers',
              'Subscribers’ e-mail addresses, consent records',
            ],
            [
              'Google LLC (Google Sheets)',
              'Storing and managing inquiries',
              'Type of inquiry, e-mail address for our reply, message',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Processors handle personal data only until the outsourcing contract ends or the retention periods in Article 5 expire. When we enter into an outsourcing contract, we set out in writing, in accordance with Article 26 of PIPA, a ban on processing for purposes other than the entrusted task, technical and managerial safeguards, restrictions on sub-outsourcing, our management and supervision of the processor, and liability such as compensation for damages, and we supervise whether the processor handles personal data securely.',
        },
        {
          type: 'p',
          text: 'If a processor or an entrusted task changes, we will update this Privacy Policy and let you know without delay.',
        },
      ],
    },
    {
      id: 'overseas-transfer',
      heading: 'Article 9 (Transfer of personal data abroad)',
      blocks: [
        {
          type: 'p',
          text: 'Whatever you send through the contact form is stored in Google Sheets, provided by Google LLC. Because this spreadsheet may be stored on servers outside Korea, we give you the following information about the transfer abroad under Article 28-8 of PIPA.',
        },
        {
          type: 'table',
          caption: 'Transfer of personal data abroad',
          head: ['Item', 'Details'],
          rows: [
            ['Recipient', 'Google LLC'],
            [
              'Contact',
              '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. Privacy questions can be sent through the channels listed in Google’s Privacy Policy (policies.google.com/privacy).',
            ],
            [
              'Countries',
              'The United States and other countries where Google operates data centres',
            ],
            [
              'Timing and method',
              'As soon as you submit the contact form, over an encrypted connection (TLS)',
            ],
            ['Data transferred', 'Type of inquiry, e-mail address for our reply, message'],
            ['Purpose', 'Receiving, recording and answering inquiries'],
            ['Retention period', '3 years from receipt, then destroyed'],
            [
              'How to refuse',
              `If you do not want your data transferred abroad, do not use the contact form; send an e-mail directly to ${SERVICE_INFO.contactEmail} instead. To have an inquiry you already sent deleted, write to ${SERVICE_INFO.privacyEmail}.`,
            ],
            [
              'Effect of refusing',
              'You cannot use the contact form, but you can send the same inquiry by e-mail and get a reply. The rest of the Service is not affected.',
            ],
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Article 10 (Cookies and other automatic collection tools)',
      blocks: [
        {
          type: 'p',
          text: 'We use cookies to provide the Service. A cookie is a small text file that a website stores in your browser. The Service uses the following cookies:',
        },
        {
          type: 'table',
          caption: 'Cookies used by the Service',
          head: ['Name', 'Purpose', 'Duration'],
          rows: [
            [
              'hyetaek-ck',
              'A randomly generated client key. It is used to count views of the same item only once a day and to keep preferences.',
              '30 days',
            ],
            ['hyetaek-signed', 'A flag that only shows whether you are signed in.', '30 days'],
            [
              'hyetaek-lang',
              'Remembers the language you chose at the top of the screen (Korean or English). It is stored only when you change the language yourself.',
              '360 days',
            ],
            [
              'Refresh-token cookie',
              'Keeps you signed in. It has the HttpOnly attribute, so scripts on web pages cannot read it.',
              'Until you sign out or the sign-in period expires',
            ],
          ],
        },
        {
          type: 'p',
          text: 'The language you choose is also saved in your browser’s storage (localStorage) under the same name (hyetaek-lang). It stays only on your device and is removed when you clear the site data in your browser.',
        },
        {
          type: 'p',
          text: 'We do not collect behavioural data for targeted advertising. If you play a video from an external video platform in the Service, however, that platform may use its own cookies, and its own privacy policy applies.',
        },
        {
          type: 'p',
          text: 'You can refuse cookies or delete stored cookies in your browser settings. Menu names may differ slightly by browser and version.',
        },
        {
          type: 'ul',
          items: [
            'Chrome: Settings > Privacy and security > Third-party cookies, or Site settings',
            'Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data',
            'Firefox: Settings > Privacy & Security > Cookies and Site Data',
            'Safari (Mac): Settings > Privacy > Block all cookies',
            'Safari (iPhone, iPad): Settings > Safari (or Settings > Apps > Safari) > Block All Cookies',
          ],
        },
        {
          type: 'p',
          text: 'If you refuse cookies, you cannot stay signed in, so features that require signing in, such as bookmarks, comments and reviews, notifications and personalised recommendations, will not work. Preferences such as language will not be kept, and views may not be counted accurately. You can still browse and search policy information.',
        },
      ],
    },
    {
      id: 'recommendations',
      heading: 'Article 11 (Personalised recommendations)',
      blocks: [
        {
          type: 'p',
          text: 'Personalised recommendations automatically compare the optional profile items and survey answers you entered with the eligibility conditions of each policy, and show you policies that may be worth a look.',
        },
        {
          type: 'p',
          text: 'Recommendations are for information only; they are not decisions that affect your rights or obligations, such as granting or refusing a benefit. We therefore consider that they are not automated decisions within the meaning of Article 37-2 of PIPA. If you would like to know how recommendations are made, feel free to ask us. Clearing optional profile items or answering the survey again changes your recommendations.',
        },
      ],
    },
    {
      id: 'data-subject-rights',
      heading: 'Article 12 (Rights of users and legal representatives and how to exercise them)',
      blocks: [
        {
          type: 'p',
          text: 'You may exercise the following rights over your personal data at any time:',
        },
        {
          type: 'ul',
          items: [
            'Access to your personal data',
            'Correction or deletion of your personal data',
            'Suspension of processing of your personal data',
            'Withdrawal of consent to processing',
          ],
        },
        {
          type: 'p',
          text: 'You can exercise these rights as follows:',
        },
        {
          type: 'ul',
          items: [
            'Account page: view and edit your profile, clear optional items, withdraw consent to marketing information and delete your account yourself.',
            'Newsletter: unsubscribe at any time with the unsubscribe link at the bottom of every newsletter.',
            `E-mail: write to ${SERVICE_INFO.privacyEmail}. To confirm that the request comes from you or your lawful representative, we may ask you to write from the e-mail address you signed up with or to provide information needed for verification.`,
          ],
        },
        {
          type: 'p',
          text: 'We act on your request and tell you the outcome within 10 days of receiving it. If we must refuse or delay a request, we tell you why and how you can object.',
        },
        {
          type: 'p',
          text: 'However, access or suspension of processing may be restricted under Article 35(4) and Article 37(2) of PIPA, for example where a law specifically provides otherwise or it is unavoidable to comply with a legal obligation, or where there is a risk of harm to another person’s life or body or of unfair infringement of another person’s property or other interests. You cannot request deletion of personal data that another law expressly requires to be collected.',
        },
        {
          type: 'p',
          text: 'A legal representative or a person you have authorised may also exercise these rights on your behalf. In that case, please send a power of attorney or another document that shows their authority.',
        },
      ],
    },
    {
      id: 'safety-measures',
      heading: 'Article 13 (Measures to keep personal data secure)',
      blocks: [
        {
          type: 'p',
          text: 'Under Article 29 of PIPA, we take the following measures to prevent personal data from being lost, stolen, leaked, forged, altered or damaged:',
        },
        {
          type: 'ul',
          items: [
            'Password encryption: passwords are stored only after one-way encryption (hashing) with argon2id. Even we cannot see the original password.',
            'Encryption in transit: all information exchanged with the Service is encrypted with TLS (HTTPS).',
            'Access control: we manage permissions so that only the minimum number of people who need it for their work can access systems that process personal data, and we block unauthorised access.',
            'Protecting sign-in data: the refresh token used to keep you signed in is stored in an HttpOnly cookie so that scripts on web pages cannot read it.',
            'Keeping and reviewing access logs: we keep system access logs, protect them from forgery and alteration, and check them for signs of abnormal activity.',
          ],
        },
      ],
    },
    {
      id: 'privacy-officer',
      heading: 'Article 14 (Privacy officer)',
      blocks: [
        {
          type: 'p',
          text: 'We have appointed the following privacy officer, who is in overall charge of personal data processing and handles users’ complaints and requests for redress about personal data.',
        },
        {
          type: 'ul',
          items: [SERVICE_INFO.privacyOfficerEn, `E-mail: ${SERVICE_INFO.privacyEmail}`],
        },
        {
          type: 'p',
          text: `Requests for access to personal data are received and handled by the ${SERVICE_INFO.operatorEn}. Please send access requests and any other questions, complaints or requests for redress about personal data to ${SERVICE_INFO.privacyEmail}. We will reply and deal with them without delay. For general questions about using the Service, write to ${SERVICE_INFO.contactEmail}.`,
        },
      ],
    },
    {
      id: 'remedies',
      heading: 'Article 15 (Remedies for infringement of rights)',
      blocks: [
        {
          type: 'p',
          text: 'If you want a remedy for an infringement of your personal data, you can apply for dispute mediation or counselling to the bodies below. They are independent of us.',
        },
        {
          type: 'ul',
          items: [
            'Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr',
            'Personal Information Infringement Report Center (Korea Internet & Security Agency): 118 (no area code), privacy.kisa.or.kr',
            'Supreme Prosecutors’ Office: 1301 (no area code), www.spo.go.kr',
            'Korean National Police Agency: 182 (no area code), ecrm.police.go.kr',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Article 16 (Changes to this Privacy Policy)',
      blocks: [
        {
          type: 'ol',
          items: [
            'This Privacy Policy takes effect on 1 December 2026.',
            'If we amend this policy because of changes in the law or the Service, we announce the changes and the effective date in the Service at least 7 days before they take effect.',
            'Changes that are unfavourable to you or significant, such as collecting new items, changing the purposes of processing, or adding provision to third parties or transfers abroad, are announced at least 30 days before they take effect, and we ask for your consent again where required.',
          ],
        },
      ],
    },
  ],
};

export default privacyEn;
