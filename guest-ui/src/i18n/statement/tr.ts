import type { StatementTexts } from './de.ts';

export default {
  title: 'Erişilebilirlik beyanı',
  intro:
    '{name} bu sipariş uygulamasını sunmakta ve onu Avusturya Erişilebilirlik Yasası (Barrierefreiheitsgesetz, BaFG) ile (AB) 2019/882 sayılı Direktif doğrultusunda erişilebilir kılmaya çalışmaktadır. Bu beyan, misafirler için sipariş uygulaması (menü, sepet, sipariş) için geçerlidir.',
  someRestaurant: 'Bu restoran',
  complianceTitle: 'Uyumluluk durumu',
  compliance:
    'Uygulama, Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.1 ve EN 301 549’un A ve AA uyumluluk düzeyleriyle büyük ölçüde uyumludur.',
  gapsTitle: 'Erişilebilir olmayan içerikler',
  gapMenuTexts: 'Menü metinleri (adlar, açıklamalar) restorandan gelir; çeviri girilmemişse Almanca görünür.',
  gapImages: 'Yemek fotoğraflarının ayrı bir metin açıklaması yoktur; yemeğin adı ve açıklaması yanında yer alır.',
  measuresTitle: 'Neler yapıyoruz',
  measureKeyboard: 'Klavye ve ekran okuyucuyla tam kullanım',
  measureFocus: 'Görünür odak, en az 24 × 24 piksel düğmeler',
  measureLanguages: 'Açık ve koyu tema, sekiz dil, Arapça sağdan sola',
  measureZoom: 'Yatay kaydırma olmadan %200’e kadar büyütme',
  measureMotion: 'Cihaz istediğinde daha az hareket',
  measureAllergens: 'Alerjenler yalnızca renkle değil, metin ve filtre olarak',
  preparationTitle: 'Bu beyanın hazırlanması',
  preparation:
    'Bu beyan bir öz değerlendirmeye dayanılarak hazırlanmıştır; uygulama her değişiklikte axe-core ile ve yalnızca klavyeyle verilen bir siparişle otomatik olarak test edilir.',
  contactTitle: 'Geri bildirim ve iletişim',
  contactIntro: 'Bir engel mi fark ettiniz? Bize yazın veya bizi arayın:',
  contactStaff: 'Bir engel mi fark ettiniz? Lütfen oradaki personele başvurun.',
  email: 'E-posta',
  phone: 'Telefon',
  website: 'Web sitesi',
  enforcementTitle: 'Şikâyet yolu',
  enforcement:
    'Yanıtımızdan memnun kalmazsanız, BaFG kapsamındaki piyasa gözetim makamı olan Sozialministeriumservice’e başvurabilirsiniz:',
  enforcementLink: 'Sozialministeriumservice',
} satisfies StatementTexts;
