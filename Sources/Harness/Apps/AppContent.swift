/// An app's words and forms, with what is made of them once: the screens whose elements
/// depend on nothing else, what the person types into each field, and the labels a check
/// may name. A suite runs many checks of one app, and a screen is looked at many times in a
/// check (each visit, each step's reach): a list made at each look would be an allocation
/// and, later, a release of each of its labels. Copies of an app share one of these; a
/// change of words or forms makes a new one.
final class AppContent: Hashable, Sendable {
  let words: AppWords
  let forms: AppForms

  /// The long form, without the warning.
  let form: [Element]
  let codeDetails: [Element]
  let codeEntry: [Element]
  let codeExpiredResendFirst: [Element]
  let codeExpiredResendLast: [Element]
  let codeExpiredNoResend: [Element]
  let verified: [Element]
  let slotsFree: [Element]
  let slotSelected: [Element]
  let faceIDPrompt: [Element]
  let biometricError: [Element]
  let passcode: [Element]
  let notice: [Element]
  let noticeOverPasscode: [Element]
  let unlocked: [Element]

  /// What the person types into each field of the long form and of the details, in order.
  let longFormValues: [String]
  let detailsValues: [String]
  /// What the person types into each field of either form that is not sensitive, by label:
  /// what a restore must bring back. A sensitive field's value is never kept to compare.
  let allowedValues: [String: String]
  /// The labels of the forms' sensitive fields, in form order.
  let sensitiveLabels: [String]
  /// `filled 'Full name' (1 of 20)`: each field of the long form filled, when the fields
  /// before it are filled and no other; the usual case, drawn once an app.
  let filledInOrder: [String]

  /// Every label and text the words and forms give, lowercased, whichever of the app's
  /// behaviours are on (`before` has the words of "Stay signed in" though it shows no
  /// warning): what a check may name as a control.
  let vocabulary: Set<String>
  /// The controls' labels, each once, in the order the screens show them.
  let controls: [String]
  /// Every text the app can show or say, in any state: its words, placeholders standing for
  /// values, its forms' labels and the keypad's keys.
  let texts: AppTexts

  /// The things a check's sentence may name, and their names (`Nouns`), made when first asked.
  let nouns = NounCache()

  /// The keypad's keys, which are digits in every app.
  static let keypadKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]

  init(words: AppWords, forms: AppForms) {
    self.words = words
    self.forms = forms
    func text(_ word: Word) -> Element { .text(words[word]) }
    func button(_ word: Word, _ action: Element.Action) -> Element { .button(words[word], action) }
    form = [text(.formTitle)] + forms.long.map { .field($0.label) }
    codeDetails = [text(.codeDetailsTitle)] + forms.details.map { .field($0.label) } + [button(.codeSend, .sendCode)]
    codeEntry = [text(.codeEntryTitle), .field(words[.codeField]), button(.codeVerify, .verifyCode)]
    let resend = button(.codeResend, .resendCode)
    let startAgain = button(.codeStartAgain, .startAgain)
    codeExpiredResendFirst = [text(.codeExpired), resend, startAgain]
    codeExpiredResendLast = [text(.codeExpired), startAgain, resend]
    codeExpiredNoResend = [text(.codeExpired), startAgain]
    verified = [text(.codeVerified)]
    let slots = { (first: Element) -> [Element] in
      [text(.slotTitle), first, button(.slotSecond, .selectSlot), button(.slotBook, .bookSlot)]
    }
    slotsFree = slots(button(.slotFirst, .selectSlot))
    slotSelected = slots(.text(words.said(.slotSelected, durations: [:], own: ["slot": words[.slotFirst]])))
    faceIDPrompt = [text(.faceIDTitle), text(.faceIDInstruction), button(.faceIDCancel, .logInAgain)]
    biometricError = [text(.biometricErrorText), button(.biometricErrorTryAgain, .logInAgain)]
    passcode =
      [text(.passcodeInstructions), .field(words[.passcodeField])]
      + AppContent.keypadKeys.map { Element.button($0, .keypad($0)) }
    notice = [text(.passcodeNotice), button(.passcodeClose, .closeNotice)]
    noticeOverPasscode = notice + passcode
    unlocked = [text(.unlockedTitle)]

    var secrets = Field.sensitiveValues.makeIterator()
    func values(_ fields: [Field]) -> [String] {
      fields.enumerated().map { index, field in
        field.isSensitive
          ? secrets.next() ?? "" : String.joined("entry ", String(index + 1), " for ", field.label.lowercased())
      }
    }
    longFormValues = values(forms.long)
    detailsValues = values(forms.details)
    var allowed: [String: String] = [:]
    for (field, value) in zip(forms.long + forms.details, longFormValues + detailsValues) where !field.isSensitive {
      allowed[field.label] = value
    }
    allowedValues = allowed
    sensitiveLabels = (forms.long + forms.details).filter(\.isSensitive).map(\.label)
    vocabulary = Set(
      (Word.allCases.map { words[$0] } + (forms.long + forms.details).map(\.label) + AppContent.keypadKeys).map {
        $0.lowercased()
      })
    var controls: [String] = []
    for word in Word.allCases where word.isLabel && !word.isField && !controls.contains(words[word]) {
      controls.append(words[word])
    }
    self.controls = controls
    texts = AppTexts(
      Word.allCases.map { words[$0] } + (forms.long + forms.details).map(\.label) + AppContent.keypadKeys)
    filledInOrder = forms.long.indices.map {
      Wording.filled(forms.long[$0].label, count: $0 + 1, of: forms.long.count)
    }
  }

  static func == (left: AppContent, right: AppContent) -> Bool {
    left === right || (left.words == right.words && left.forms == right.forms)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(words)
    hasher.combine(forms)
  }
}
