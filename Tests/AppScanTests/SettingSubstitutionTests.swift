import AppScan
import Testing

/// The variables a target's settings have substituted (``XcodeProject/Target/settings``), read from a pbxproj.
struct SettingSubstitutionTests {
    /// A project of one target, "My App", whose Release configuration has `settings` (pbxproj text, one per line).
    func settings(_ settings: String) throws -> [String: XcodeProject.Setting] {
        let project = try XcodeProject.parse(
            """
            // !$*UTF8*$!
            {
                objects = {
                    G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T = {
                        isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (); name = "My App";
                        productType = "com.apple.product-type.application";
                    };
                    P = { isa = PBXProject; mainGroup = G; targets = (T); };
                    C = { isa = XCBuildConfiguration; buildSettings = {
            \(settings)
                    }; name = Release; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); defaultConfigurationName = Release; };
                };
                rootObject = P;
            }
            """)
        return try #require(project.targets.first).settings
    }

    @Test func sourceRootVariablesAreRemovedWithTheirSlashInBothBracketForms() throws {
        let settings = try settings(
            """
            A = "$(SRCROOT)/App/Info.plist";
            B = "${PROJECT_DIR}/Config";
            C = "$(SOURCE_ROOT)";
            D = "${SRCROOT}Sub";
            E = "$(SRCROOT)//Twice";
            """)
        #expect(settings["A"]?.value == "App/Info.plist")
        #expect(settings["B"]?.value == "Config")
        #expect(settings["C"]?.value == "")
        #expect(settings["D"]?.value == "Sub")
        #expect(settings["E"]?.value == "/Twice", "only the slash right after the variable goes")
    }

    @Test func targetAndProductNameBecomeTheTargetsName() throws {
        let settings = try settings(
            """
            A = "$(TARGET_NAME)/Info.plist";
            B = "${PRODUCT_NAME}.app";
            C = "$(SRCROOT)/$(TARGET_NAME)/${TARGET_NAME}-Info.plist";
            """)
        #expect(settings["A"]?.value == "My App/Info.plist")
        #expect(settings["B"]?.value == "My App.app")
        #expect(settings["C"]?.value == "My App/My App-Info.plist")
    }

    @Test func textWithoutAKnownVariableIsKeptAsWritten() throws {
        let settings = try settings(
            """
            A = "plain text";
            B = "$(SRCROOT";
            C = "$(SRCROOT}/x";
            D = "$(FOO)/$(BAR_NAME)";
            E = "$ {SRCROOT} $";
            F = "$(SRCROOT)\u{301}/x";
            """)
        #expect(settings["A"]?.value == "plain text")
        #expect(settings["B"]?.value == "$(SRCROOT", "an unterminated variable")
        #expect(settings["C"]?.value == "$(SRCROOT}/x", "mismatched brackets")
        #expect(settings["D"]?.value == "$(FOO)/$(BAR_NAME)")
        #expect(settings["E"]?.value == "$ {SRCROOT} $")
        #expect(settings["F"]?.value == "$(SRCROOT)\u{301}/x", "a mark combining with the bracket ends no variable")
    }

    @Test func listsDropInheritedAndSubstituteEachElement() throws {
        let settings = try settings(
            """
            A = ("$(inherited)", "$(SRCROOT)/Lib", "${TARGET_NAME}", "x$(inherited)");
            B = "$(inherited) $(PROJECT_DIR)/Lib";
            """)
        #expect(settings["A"]?.list == ["Lib", "My App", "x$(inherited)"])
        #expect(settings["A"]?.value == "$(inherited) Lib My App x$(inherited)", "the value keeps $(inherited)")
        #expect(settings["B"]?.list == ["Lib"])
    }

    /// Each variable and form is replaced over the whole text in turn (SRCROOT, PROJECT_DIR, SOURCE_ROOT, each with
    /// its slash first; then the names), so removing one can bring a slash next to another.
    @Test func variablesAreReplacedInTurnOverTheWholeText() throws {
        let settings = try settings(
            """
            A = "$(SOURCE_ROOT)${PROJECT_DIR}//x";
            B = "$($(SRCROOT)PROJECT_DIR)y";
            """)
        #expect(settings["A"]?.value == "x")
        #expect(settings["B"]?.value == "y")
    }
}
